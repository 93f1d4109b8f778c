import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { sharedSummaryText, whatsAppUrl, type Translate } from "./share";
import { createFormatter } from "@/lib/format/format";

// A person who reads Arabic-Indic digits copies or sends the summary in Latin digits: the
// clipboard and wa.me carry what other systems read.

function messages(locale: string) {
  const dir = path.join(process.cwd(), "messages", locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), "utf8")) as object]),
  );
}

describe("the shared summary with Arabic-Indic digits on screen", () => {
  // next-intl formats with the person's digits (lib/i18n/locales.ts messageLocale).
  const t = createTranslator({
    locale: "ar-u-nu-arab",
    messages: messages("ar"),
  }) as unknown as Translate;
  const latin = createFormatter({ locale: "ar", digits: "latn", calendar: "gregory" });
  const text = sharedSummaryText(
    {
      contract: {
        id: 1234,
        status: "active",
        unit_id: "5678",
        parties: [{ role: "tenant", id: 26, full_name: "عمر حداد" }],
        contract_type: "residential",
        duration: 3,
        start_date: "2025-01-01",
        end_date: "2027-12-31",
        rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
      },
      unit: { unit_number: "401", property_id: 14 },
    },
    t,
    latin,
  );

  it("holds no Arabic-Indic digit or separator, and keeps the numbers", () => {
    expect(text).not.toMatch(/[\u0660-\u066C\u06F0-\u06F9]/);
    expect(text).toContain("1234");
    expect(text).toContain("401");
    expect(text).toContain("48,000");
    expect(text).toMatch(/3 سنوات/);
  });

  it("goes to wa.me with Latin digits in the number and the text", () => {
    const url = whatsAppUrl("0501234567", text)!;
    expect(url.startsWith("https://wa.me/966501234567?text=")).toBe(true);
    expect(decodeURIComponent(url.split("text=")[1]!)).toBe(text);
  });
});
