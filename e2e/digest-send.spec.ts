import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { createTranslator } from "use-intl/core";

import arDigest from "../messages/ar/digest.json" with { type: "json" };
import enDigest from "../messages/en/digest.json" with { type: "json" };
import { startDemoMailServer } from "../scripts/demo/mail-server";
import { freePort } from "../test/integration/processes";
import { chooseArabic, expectRtl, toastAr } from "./arabic";
import {
  createContract,
  getParties,
  getPropertyById,
  isoDate,
  toast,
  unitNameIn,
  type PropertyRecord,
  type UnitRecord,
} from "./helpers";
import { signInOnStack, startOwnStack, type OwnStack } from "./own-stack";
import { ROLE_USERS } from "./roles";

// The morning digest as the running dashboard sends it, in both languages: an admin presses
// "Send today's digests now" on Sent mail, and the email arrives at the SMTP server in the
// person's language (English for the admin, Arabic right to left for the manager) with the
// contracts behind on their rent, by unit and tenant name and linked; the Sent mail page lists
// it; a second press the same day sends the admin nothing more. The SMTP server is the demo's
// (scripts/demo/mail-server.ts), started here: it keeps each message as an .eml file in the
// folder the page reads (DEMO_MAIL_DIR), and this spec reads the same files. The run's shared
// dashboard has no SMTP_URL, so this spec runs on a rental service and a dashboard of its own
// (own-stack.ts: a vacant unit of an odd property and of an even one, parties pages 1 and 2).
//
// The dashboard's own clock (a timer here, every minute) sends a person's digest once their hour
// has come. Each person's hour is set to the next one (Riyadh time), and their digest is turned
// on only after their contracts exist, so "send now" composes and sends it; in the last hour of
// the Riyadh day the clock may be first, and the email and the page are the same either way (the
// toast then says none was sent: it is checked against the answer's count).

type OwnDesk = { stack: OwnStack; mailDir: string; states: { admin: string; manager: string } };

const test = base.extend<object, { own: OwnDesk }>({
  own: [
    async ({ browser }, provide, workerInfo) => {
      const mailDir = mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-digest-mail-"));
      const authDir = mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-digest-auth-"));
      const mailPort = await freePort();
      const mail = await startDemoMailServer({ host: "127.0.0.1", port: mailPort, dir: mailDir });
      let stack: OwnStack | undefined;
      try {
        stack = await startOwnStack(`digest-send-${workerInfo.workerIndex}`, {
          SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
          DEMO_MAIL_DIR: mailDir,
        });
        const states = { admin: "", manager: "" };
        for (const role of ["admin", "manager"] as const) {
          const url = stack.url;
          states[role] = await signInOnStack(
            browser,
            url,
            role,
            path.join(authDir, `${role}.json`),
            async (page) => {
              // The person's language (the email's), and no digest until their contracts exist.
              await put(page.request, url, "/api/me/preferences", {
                locale: role === "admin" ? "en" : "ar",
              });
              await put(page.request, url, "/api/digest/settings", { enabled: false, hour: 7 });
            },
          );
        }
        await provide({ stack, mailDir, states });
      } finally {
        await stack?.close();
        await new Promise<void>((resolve) => mail.close(() => resolve()));
        rmSync(mailDir, { recursive: true, force: true });
        rmSync(authDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ own }, provide) => provide(own.stack.url),
  storageState: async ({ own }, provide) => provide(own.states.admin),
});

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const WORDS = {
  en: {
    overdue: "Rent overdue since",
    subject: /^1 thing needs you today — /,
    t: createTranslator({ locale: "en", messages: enDigest }),
  },
  ar: {
    overdue: "إيجار متأخر منذ",
    subject: /^أمران يحتاجانك اليوم — /,
    t: createTranslator({ locale: "ar-u-nu-latn", messages: arDigest }),
  },
};

async function put(request: APIRequestContext, origin: string, url: string, data: object) {
  const res = await request.put(url, { headers: { Origin: origin }, data });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The next hour in Riyadh (UTC+3), or 23: the clock reaches no one before "send now" does. */
const laterHour = () => Math.min(23, ((new Date().getUTCHours() + 3) % 24) + 1);

type Behind = { id: number; property: PropertyRecord; unit: UnitRecord; tenant: string };

/**
 * A contract that started 40 days ago (its first rent is overdue) on a unit no contract has held:
 * the seed leases the first unit of each of its first properties, so the last unit of the first
 * property with two or more (odd properties for `n` 1, even ones for 2).
 */
async function behindOnRent(request: APIRequestContext, origin: string, n: 1 | 2) {
  let property = await getPropertyById(request, n);
  while (property.units.length < 2) property = await getPropertyById(request, property.id + 2);
  const unit = property.units.at(-1)!;
  const [, tenant] = await getParties(request, n);
  const id = await createContract(request, origin, unit.id, {
    partiesPage: n,
    documentNumber: property.document_number,
  });
  await put(request, origin, `/api/v1/contracts/${id}`, {
    start_date: isoDate(-40),
    end_date: isoDate(-40 + 364),
  });
  return { id, property, unit, tenant: tenant!.full_name } satisfies Behind;
}

/** The messages the SMTP server kept for `to` (the .eml files the Sent mail page reads). */
async function mailTo(dir: string, to: string): Promise<ParsedMail[]> {
  const all = await Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => simpleParser(readFileSync(path.join(dir, f)))),
  );
  return all.filter((m) => JSON.stringify(m.to).includes(`"address":"${to}"`));
}

async function sendNow(page: Page, lang: "en" | "ar") {
  const w = WORDS[lang];
  const answer = page.waitForResponse(
    (r) => r.url().includes("/api/digest/send-now") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: w.t("sentMail.sendNow") }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { sent } = ((await res.json()) as { data: { sent: number } }).data;
  const said = w.t("sentMail.sent", { sent });
  await expect(lang === "ar" ? toastAr(page, said) : toast(page, said)).toBeVisible();
}

async function expectListed(page: Page, to: string, subject: string) {
  const row = page.getByRole("row").filter({ hasText: to });
  await expect(row.getByRole("link", { name: subject })).toBeVisible();
  await expect(row).toHaveCount(1);
}

const contracts: Behind[] = [];

test("en: the admin sends today's digests, the English email arrives and is listed", async ({
  page,
  baseURL,
  browser,
  own,
}) => {
  const manager = await browser.newContext({ baseURL, storageState: own.states.manager });
  contracts.push(await behindOnRent(manager.request, baseURL!, 1));
  await manager.close();
  await put(page.request, baseURL!, "/api/digest/settings", { enabled: true, hour: laterHour() });

  await page.goto("/admin/sent-mail");
  await expect(
    page.getByRole("heading", { level: 1, name: WORDS.en.t("sentMail.title") }),
  ).toBeVisible();
  await sendNow(page, "en");

  await expect.poll(async () => (await mailTo(own.mailDir, ROLE_USERS.admin)).length).toBe(1);
  const [mail] = await mailTo(own.mailDir, ROLE_USERS.admin);
  const [a] = contracts;
  expect(mail!.subject).toMatch(WORDS.en.subject);
  expect(mail!.html).toContain('lang="en"');
  expect(mail!.html).toContain('dir="ltr"');
  expect(mail!.text).toContain(WORDS.en.overdue);
  expect(mail!.text).toContain(`${unitNameIn("en", a!.property, a!.unit)}, tenant ${a!.tenant}`);
  expect(mail!.text).toContain(`/contracts/${a!.id}`);

  await expectListed(page, ROLE_USERS.admin, mail!.subject!);
  // The manager's digest is off: nothing went to them.
  expect(await mailTo(own.mailDir, ROLE_USERS.manager)).toHaveLength(0);
});

test("ar: the Arabic email arrives right to left with both contracts; the admin's is not sent again", async ({
  page,
  baseURL,
  browser,
  own,
}) => {
  const manager = await browser.newContext({ baseURL, storageState: own.states.manager });
  contracts.push(await behindOnRent(manager.request, baseURL!, 2));
  await put(manager.request, baseURL!, "/api/digest/settings", {
    enabled: true,
    hour: laterHour(),
  });
  await manager.close();

  await put(page.request, baseURL!, "/api/me/preferences", { locale: "ar" });
  await chooseArabic(page.context(), baseURL!);
  await page.goto("/admin/sent-mail");
  await expectRtl(page);
  await expect(
    page.getByRole("heading", { level: 1, name: WORDS.ar.t("sentMail.title") }),
  ).toBeVisible();
  await sendNow(page, "ar");

  await expect.poll(async () => (await mailTo(own.mailDir, ROLE_USERS.manager)).length).toBe(1);
  const [mail] = await mailTo(own.mailDir, ROLE_USERS.manager);
  expect(mail!.subject).toMatch(WORDS.ar.subject);
  expect(mail!.html).toContain('lang="ar"');
  expect(mail!.html).toContain('dir="rtl"');
  const items = (mail!.text ?? "").split("\n").filter((l) => l.includes(WORDS.ar.overdue));
  expect(items).toHaveLength(2);
  for (const c of contracts) {
    expect(mail!.text).toContain(unitNameIn("ar", c.property, c.unit));
    expect(mail!.text).toContain(c.tenant);
    expect(mail!.text).toContain(`/contracts/${c.id}`);
  }

  await expectListed(page, ROLE_USERS.manager, mail!.subject!);
  // Today's digest went to the admin already: the press sent them nothing more.
  expect(await mailTo(own.mailDir, ROLE_USERS.admin)).toHaveLength(1);
});
