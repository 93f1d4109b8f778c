import { msg } from "@/lib/rental/messages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";

// Rules for a new password, the same in the dashboard and in `npm run users`: at least 12
// characters, no composition rules (NIST SP 800-63B), and not one that attackers try first: the
// common-password list of zxcvbn (≈ 49,000 entries from breach corpora, shipped in
// @zxcvbn-ts/language-common, offline), the account's own email or name, or the demo password.

let common: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Problems with a new password (empty when it is fine), as catalogue keys for its field
 * (lib/rental/messages.ts): the API answers them in the person's language, the CLI in English.
 */
export async function passwordProblems(
  password: string,
  account: { email: string; name?: string },
): Promise<string[]> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return [msg("validation.atLeastChars", { min: PASSWORD_MIN_LENGTH })];
  if (length > PASSWORD_MAX_LENGTH)
    return [msg("validation.atMostChars", { max: PASSWORD_MAX_LENGTH })];
  const folded = password.normalize("NFKC").toLowerCase();
  const compact = folded.replace(/[\s\-_.]+/g, "");
  const local = account.email.toLowerCase().split("@")[0] ?? "";
  const personal = [account.email.toLowerCase(), local, account.name?.toLowerCase() ?? ""].filter(
    (v) => v.length >= 4,
  );
  if (personal.some((p) => folded.includes(p))) return [msg("validation.passwordPersonal")];
  const list = await commonPasswords();
  const trimmed = compact.replace(/\d+$/, "");
  if (
    list.has(folded) ||
    list.has(compact) ||
    (trimmed.length >= 6 && list.has(trimmed)) ||
    folded === "demo-password" ||
    /^(.)\1+$/.test(compact) ||
    /^(?:0123456789|1234567890|abcdefghij)/.test(compact)
  )
    return [msg("validation.passwordCommon")];
  return [];
}
