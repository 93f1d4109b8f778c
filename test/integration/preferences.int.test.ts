import { describe, expect, it } from "vitest";

import { environments } from "./environments";
import { Client, signIn } from "./http";

// Preferences live on the profile: a choice made in one browser is what another browser (a new
// sign-in with no cookies of its own) gets, and the first browser's cookies mirror it.

describe.each(environments())("preferences on $kind", (env) => {
  it("stores a change on the profile, so that a new sign-in elsewhere gets it", async () => {
    const first = await signIn(env.dashboardUrl, "support");
    const saved = await first.request("PUT", "/api/me/preferences", {
      calendar: "islamic-umalqura",
      digits: "arab",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ data: { calendar: "islamic-umalqura", digits: "arab" } });
    expect(first.hasCookie(/^calendar$/)).toBe(true);

    const elsewhere = await signIn(env.dashboardUrl, "support");
    const read = await elsewhere.get("/api/me/preferences");
    expect(read.json).toMatchObject({ data: { calendar: "islamic-umalqura", digits: "arab" } });

    // Put things back for other tests that sign in as support.
    await first.request("PUT", "/api/me/preferences", { calendar: "gregory", digits: "latn" });
  });

  it("refuses unknown preferences and values with per-field details", async () => {
    const client = await signIn(env.dashboardUrl, "manager");
    const bad = await client.request("PUT", "/api/me/preferences", { locale: "fr", theme: "x" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: { details: { fields: { locale: expect.any(Array) } } },
    });
  });
});

// The language: the first visit follows Accept-Language (Arabic when it names neither), a choice
// on the profile wins over the browser, and API answers speak the same language as the pages.
describe.each(environments())("language on $kind", (env) => {
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

  it("serves the sign-in page in the browser's language, right to left in Arabic", async () => {
    const arabic = await new Client(env.dashboardUrl, fetch, "ar-SA,ar;q=0.9,en;q=0.8").get(
      "/sign-in",
    );
    expect(htmlTag(arabic.text)).toMatch(/lang="ar"/);
    expect(htmlTag(arabic.text)).toMatch(/dir="rtl"/);
    expect(arabic.text).toContain("تسجيل الدخول");

    const english = await new Client(env.dashboardUrl, fetch, "en-GB,en;q=0.9").get("/sign-in");
    expect(htmlTag(english.text)).toMatch(/lang="en"/);
    expect(htmlTag(english.text)).toMatch(/dir="ltr"/);

    const neither = await new Client(env.dashboardUrl, fetch, "fr-FR,fr;q=0.9").get("/sign-in");
    expect(htmlTag(neither.text)).toMatch(/lang="ar"/);
  });

  it("answers API errors in the person's language, the profile before the browser", async () => {
    const anonymous = await new Client(env.dashboardUrl, fetch, "ar").get("/api/me");
    expect(anonymous.json).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: "سجّل الدخول للمتابعة." },
    });

    const manager = await signIn(env.dashboardUrl, "manager", "en");
    const english = await manager.request("PUT", "/api/v1/units/1", { rooms: 0 });
    expect(english.json).toMatchObject({
      error: { code: "VALIDATION_FAILED", details: { fields: { unit_number: ["Required"] } } },
    });

    await manager.request("PUT", "/api/me/preferences", { locale: "ar" });
    try {
      // Another browser that asks for English still gets the profile's Arabic.
      const elsewhere = await signIn(env.dashboardUrl, "manager", "en");
      const arabic = await elsewhere.request("PUT", "/api/v1/units/1", { rooms: 0 });
      expect(arabic.json).toMatchObject({
        error: {
          message: expect.stringContaining("حقول غير صحيحة"),
          details: { fields: { unit_number: ["هذا الحقل مطلوب"], rooms: ["يجب ألا يقل عن 1"] } },
        },
      });
      const page = await elsewhere.get("/properties");
      expect(htmlTag(page.text)).toMatch(/lang="ar"/);
    } finally {
      await manager.request("PUT", "/api/me/preferences", { locale: "en" });
    }
  });
});
