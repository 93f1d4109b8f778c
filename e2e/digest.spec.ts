import { createHmac } from "node:crypto";

import { expect, request, test } from "@playwright/test";

import { storageState } from "./roles";

// The morning digest's unsubscribe link works signed out, in both languages: the page shows
// what it will do and its button turns the digest off; a mail provider's one-click POST
// (RFC 8058: cross-site, no cookie, a form body) does the same; a tampered link does nothing.
// The link is made here as the dashboard makes it (lib/digest/unsubscribe-token.ts) with the
// e2e server's AUTH_SECRET (playwright.config.ts). The support user's digest is this spec's.

const SECRET = "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz";
const tokenOf = (userId: string) =>
  `${Buffer.from(userId).toString("base64url")}.${createHmac("sha256", SECRET)
    .update(`rental-desk:digest-unsubscribe:v1\n${userId}`)
    .digest("base64url")}`;

const WORDS = {
  en: {
    title: "Unsubscribe from the morning digest",
    button: "Unsubscribe",
    done: /You are unsubscribed/,
    invalid: /This unsubscribe link is not valid/,
  },
  ar: {
    title: "إلغاء الاشتراك في الملخص الصباحي",
    button: "ألغِ الاشتراك",
    done: /أُلغي اشتراكك/,
    invalid: /رابط إلغاء الاشتراك هذا غير صالح/,
  },
};

test.describe.configure({ mode: "serial" });

let supportId = "";
const SUPPORT = "support@demo.test";

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ storageState: storageState("admin") });
  const answer = await admin.request.get(`${baseURL}/api/users?q=support%40demo.test`);
  expect(answer.ok()).toBe(true);
  const users = ((await answer.json()) as { data: { id: string; email: string }[] }).data;
  supportId = users.find((u) => u.email === SUPPORT)!.id;
  await admin.close();
});

async function digestOn(baseURL: string, on: boolean) {
  const support = await request.newContext({ baseURL, storageState: storageState("support") });
  const res = await support.put("/api/digest/settings", {
    headers: { Origin: baseURL },
    data: { enabled: on, hour: 7 },
  });
  expect(res.status()).toBe(200);
  const read = (await (await support.get("/api/digest/settings")).json()) as {
    data: { enabled: boolean };
  };
  await support.dispose();
  return read.data.enabled;
}

for (const lang of ["en", "ar"] as const) {
  test(`the unsubscribe page works signed out (${lang})`, async ({ browser, baseURL }) => {
    const w = WORDS[lang];
    expect(await digestOn(baseURL!, true)).toBe(true);
    const context = await browser.newContext({ locale: lang === "ar" ? "ar-SA" : "en-GB" });
    const page = await context.newPage();
    await page.goto(`/digest/unsubscribe?token=${tokenOf(supportId)}`);
    await expect(page).toHaveURL(/\/digest\/unsubscribe\?token=/); // not sent to sign-in
    await expect(page.getByRole("heading", { name: w.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByText(SUPPORT)).toBeVisible();
    await page.getByRole("button", { name: w.button }).click();
    await expect(page.getByRole("status")).toHaveText(w.done);
    expect(await digestOn(baseURL!, false)).toBe(false);

    // Tampered: another person's id under this signature.
    const [, mac] = tokenOf(supportId).split(".");
    await page.goto(`/digest/unsubscribe?token=${Buffer.from("x").toString("base64url")}.${mac}`);
    await expect(page.getByText(w.invalid)).toBeVisible();
    await context.close();
  });
}

test("a mail provider's one-click POST unsubscribes without a session", async ({
  playwright,
  baseURL,
}) => {
  expect(await digestOn(baseURL!, true)).toBe(true);
  const provider = await playwright.request.newContext({ baseURL });
  const post = (token: string) =>
    provider.post(`/api/digest/unsubscribe?token=${token}`, {
      headers: {
        Origin: "https://mail.example.com",
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
  expect((await post(`${tokenOf(supportId)}x`)).status()).toBe(400);
  const res = await post(tokenOf(supportId));
  expect(res.status()).toBe(200);
  await provider.dispose();
  const support = await request.newContext({ baseURL, storageState: storageState("support") });
  const read = (await (await support.get("/api/digest/settings")).json()) as {
    data: { enabled: boolean };
  };
  expect(read.data.enabled).toBe(false);
  await support.dispose();
});
