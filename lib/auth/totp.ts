import { createHash, randomInt } from "node:crypto";

import { Secret, TOTP } from "otpauth";

// Time-based one-time passwords (RFC 6238) as every authenticator app reads them: SHA-1, six
// digits, 30-second steps, one step of clock drift either way. Plus recovery codes for a lost
// phone: ten random codes, shown once, stored only as SHA-256 (they are random, not chosen, so a
// fast hash is enough), each usable once.

const ISSUER = "Rental Desk";
const PERIOD_SECONDS = 30;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** otpauth:// URI for the QR code and for manual entry. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step the code belongs to, or null when it matches none near `now`. */
export function matchTotp(secret: string, code: string, now: Date = new Date()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (tests and the enrolment check of our own e2e suite). */
export function currentTotp(secret: string, now: Date = new Date()): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ""));
}

export function generateRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      "",
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}-${part()}`);
}

export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(normalised).digest("hex");
}
