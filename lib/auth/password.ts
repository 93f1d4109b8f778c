import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Passwords are stored as `scrypt$N$r$p$<salt>$<hash>` (base64url): the cost travels with the
// hash, so raising it later keeps old hashes verifiable. Passwords are never logged.

export type ScryptCost = { N: number; r: number; p: number };
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST) {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

// Verifying against this for an unknown email makes "no such user" take as long as "wrong
// password", so response times do not reveal which accounts exist.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword("no-such-user");
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A random password for a new or reset account, shown once to whoever created it. */
/** A password for a new or reset account: the same look-alike-free kind the admin's form makes. */
export { generatePassword } from "./generate-password";
