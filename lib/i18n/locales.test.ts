import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { languageOf, messageLocale } from "./locales";

const messages = { cities: "{count, plural, one {مدينة واحدة} few {# مدن} other {# مدينة}}" };
const count = (locale: string) => createTranslator({ locale, messages })("cities", { count: 5 });

describe("the locale messages are formatted with", () => {
  it("writes counts inside Arabic messages in the person's digits", () => {
    expect(count(messageLocale("ar", "arab"))).toBe("٥ مدن");
    expect(count(messageLocale("ar", "latn"))).toBe("5 مدن");
  });

  it("keeps English in Latin digits, and reads the language back", () => {
    expect(messageLocale("en", "arab")).toBe("en");
    expect(languageOf(messageLocale("ar", "arab"))).toBe("ar");
    expect(languageOf("en")).toBe("en");
    expect(languageOf("fr")).toBe("ar");
  });
});
