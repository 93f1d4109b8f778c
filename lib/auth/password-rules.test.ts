import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { parseMsg } from "@/lib/rental/messages";

import { passwordProblems } from "./password-rules";

// A new password's problems are shown beside the field in the person's language: each is a
// catalogue key (with its parameters) that both catalogues word, never an English sentence.

const account = { email: "huda.salem@x.test", name: "Huda Salem" };
const weak = {
  short: "short",
  long: "x".repeat(201),
  personal: "huda.salem is my password",
  common: "password1234",
  repeated: "aaaaaaaaaaaaaaaa",
};

async function inLanguage(locale: Locale, problems: string[]) {
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  return problems.map((text) => {
    const parsed = parseMsg(text);
    if (!parsed || !t.has(parsed.key as never)) return `not a ${locale} catalogue key: ${text}`;
    return t(parsed.key as never, parsed.params as never);
  });
}

describe("passwordProblems", () => {
  it("accepts a long, uncommon password", async () => {
    expect(await passwordProblems("correct horse battery staple", account)).toEqual([]);
  });

  it.each(LOCALES)("words every problem in the %s catalogue", async (locale) => {
    for (const [kind, password] of Object.entries(weak)) {
      const problems = await passwordProblems(password, account);
      expect(problems, kind).toHaveLength(1);
      const [text] = await inLanguage(locale, problems);
      expect(text, kind).not.toMatch(/^not a .* catalogue key|^validation\./);
    }
  });

  it("says in Arabic why a password is refused", async () => {
    const arabic = async (password: string) =>
      inLanguage("ar", await passwordProblems(password, account));
    expect(await arabic(weak.short)).toEqual(["الحد الأدنى 12 حرفًا"]);
    expect(await arabic(weak.personal)).toEqual([
      "لا تستخدم بريدك الإلكتروني أو اسمك في كلمة المرور",
    ]);
    expect(await arabic(weak.common)).toEqual([
      "كلمة المرور هذه شائعة جدًا؛ اختر كلمة مرور يصعب تخمينها",
    ]);
  });
});
