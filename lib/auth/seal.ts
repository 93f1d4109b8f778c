import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets the dashboard must read back (TOTP seeds) are stored sealed: AES-256-GCM with a key
// derived from AUTH_SECRET, so a copy of the database alone does not give away second factors.
// Rotating AUTH_SECRET therefore means enrolling second factors again (SECURITY.md).

export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "rental-desk", purpose, 32));
}

export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The sealed text, or null when it was sealed with another key or tampered with. */
export function unseal(sealed: string, key: Buffer): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
