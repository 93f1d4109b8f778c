// Letters and digits without look-alikes (0/O, 1/l/I), so a password read aloud or copied by
// hand survives. 20 characters of 56 symbols ≈ 116 bits.
const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random password for a new or reset account (browser crypto, unbiased by rejection). */
export function generatePassword(length = 20): string {
  const out: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return out.join("");
}
