import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { LOCALES } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { translateMsg } from "@/lib/rental/messages";

import {
  changePasswordSchema,
  confirmSecondFactorSchema,
  reauthenticateSchema,
  sessionParamsSchema,
} from "./schemas";

// The account forms show these rules' messages beside their fields, and the API sends them: in
// the person's language, so each is a catalogue key both catalogues word.

const refusals = [
  changePasswordSchema.safeParse({ currentPassword: "", newPassword: "short" }),
  changePasswordSchema.safeParse({ currentPassword: "x".repeat(201), newPassword: 12 }),
  reauthenticateSchema.safeParse({}),
  confirmSecondFactorSchema.safeParse({ code: "12ab" }),
  confirmSecondFactorSchema.safeParse({}),
  sessionParamsSchema.safeParse({ id: "../x" }),
];
const messages = refusals.flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);

describe("account rules' messages", () => {
  it("refuses each bad input", () => {
    expect(refusals.every((r) => !r.success)).toBe(true);
    expect(messages.length).toBeGreaterThanOrEqual(refusals.length);
  });

  it.each(LOCALES)("are all worded in the %s catalogue", async (locale) => {
    const t = createTranslator({ locale, messages: await loadMessages(locale) });
    const say = (text: string) =>
      translateMsg(text, (key, params) =>
        t.has(key as never) ? t(key as never, params as never) : `missing: ${key}`,
      );
    const unworded = messages.filter((m) => {
      const said = say(m);
      return said === m || said.startsWith("missing: ");
    });
    expect(unworded).toEqual([]);
  });

  it("asks in Arabic for the current password and the code from the app", async () => {
    const t = createTranslator({ locale: "ar", messages: await loadMessages("ar") });
    const say = (text: string | undefined) =>
      translateMsg(text ?? "", (key, params) => t(key as never, params as never));
    expect(say(refusals[0]!.error?.issues[0]?.message)).toBe("أدخل كلمة المرور الحالية");
    expect(say(refusals[3]!.error?.issues[0]?.message)).toBe(
      "أدخل الرمز المكوّن من 6 أرقام الظاهر في التطبيق",
    );
  });
});
