import { describe, expect, it } from "vitest";

import type { DueItem } from "@/lib/notifications/server";

import { composeDigest } from "../compose";
import { unsubscribeToken, verifyUnsubscribeToken } from "../unsubscribe-token";

// The digest's words and layout (compose.ts), and the signed unsubscribe link.

const links = { base: "https://desk.example.sa", unsubscribe: "https://desk.example.sa/u?token=t" };
const ending: DueItem = {
  kind: "contract_ending",
  subjectType: "contract",
  subjectId: "42",
  dedupeKey: "ending:42:2026-12-20",
  date: "2026-12-20",
  details: {
    kind: "contract_ending",
    contractId: 42,
    unitId: "942",
    unit: { property_name: "أبراج الواحة", unit_number: "203", unit_type: "apartment" },
    tenant: "سارة",
    endDate: "2026-12-20",
  },
};
const reader = { name: "نورة", locale: "ar", digits: "latn", calendar: "gregory" } as const;

describe("composeDigest", () => {
  it("writes Arabic right to left, with names, both calendars and absolute links", async () => {
    const mail = (await composeDigest(reader, [ending], "2026-11-15", links))!;
    expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.html).toMatch(/<html[^>]*lang="ar"/);
    expect(mail.text).toContain("أبراج الواحة — شقة 203، المستأجر سارة");
    expect(mail.text).toContain("https://desk.example.sa/contracts/42");
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.text).toMatch(/جمادى الآخرة|جمادى الأولى/); // the Hijri day beside the Gregorian
    expect(mail.subject).toContain("أمر واحد يحتاجك");
    expect(mail.items).toBe(1);
  });

  it("writes English left to right, in the Hijri calendar first when that is the preference", async () => {
    const mail = (await composeDigest(
      { name: "John", locale: "en", digits: "latn", calendar: "islamic-umalqura" },
      [ending],
      "2026-11-15",
      links,
    ))!;
    expect(mail.html).toMatch(/<html[^>]*dir="ltr"/);
    expect(mail.text).toMatch(/What needs you today, \d+ Jumada II 1448 AH \(15 November 2026\)/);
    expect(mail.text).toContain("ends on 11 Raj. 1448 AH (20 Dec 2026)");
    expect(mail.subject).toMatch(/^1 thing needs you today/);
  });

  it("names a property without a name by its record number, as the register's pages do", async () => {
    const unnamed: DueItem = {
      ...ending,
      details: {
        kind: "contract_ending",
        contractId: 42,
        unitId: "942",
        unit: { property_id: 17, property_name: "", unit_number: "203", unit_type: "apartment" },
        tenant: "سارة",
        endDate: "2026-12-20",
      },
    };
    const english = { name: "John", locale: "en", digits: "latn", calendar: "gregory" } as const;
    const mail = (await composeDigest(english, [unnamed], "2026-11-15", links))!;
    expect(mail.text).toContain("Property record #17 — Apartment 203, tenant سارة ends on");
  });

  it("makes no email on a day with nothing", async () => {
    expect(await composeDigest(reader, [], "2026-11-15", links)).toBeNull();
  });
});

describe("the unsubscribe link", () => {
  const secret = "a-test-secret-of-at-least-thirty-two-characters";
  it("names the person it was made for", () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, "user-1"))).toBe("user-1");
  });
  it("is refused when tampered with, made with another secret, or malformed", () => {
    const token = unsubscribeToken(secret, "user-1");
    const [, mac] = token.split(".");
    const other = `${Buffer.from("user-2").toString("base64url")}.${mac}`;
    expect(verifyUnsubscribeToken(secret, other)).toBeNull();
    expect(verifyUnsubscribeToken(`${secret}x`, token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token.slice(0, -1)}A`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, "nonsense")).toBeNull();
    expect(verifyUnsubscribeToken(secret, "")).toBeNull();
  });
});
