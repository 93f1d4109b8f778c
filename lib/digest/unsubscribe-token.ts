import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

// The digest's unsubscribe link: the person's id and an HMAC-SHA256 of it under AUTH_SECRET, so
// that it works signed out (a mail client's one-click POST carries no cookie) and nobody can
// unsubscribe someone else by changing the id. It does not expire: a digest read a month later
// still unsubscribes (RFC 8058 asks that the link keep working). A changed AUTH_SECRET retires
// every link; the settings page still turns the digest off.

const PURPOSE = "rental-desk:digest-unsubscribe:v1";

const mac = (secret: string, userId: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}\n${userId}`).digest();

export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${id}.${mac(secret, userId).toString("base64url")}`;
}

/** The person's id the token was made for, or null when it is malformed or was tampered with. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, "base64url").toString("utf8");
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
