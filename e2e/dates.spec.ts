import { expect, test, type Browser, type Page } from "@playwright/test";

import {
  createContract,
  createUser,
  expectDate,
  getParties,
  getPropertyById,
  tabTo,
  toArabicIndic,
  toPersian,
  typeDate,
} from "./helpers";
import { createFormatter, type FormatSettings } from "../lib/format/format";
import { umalquraMonthEdges } from "../lib/format/umalqura-edges";
import { convertIsoDate } from "../lib/rental/dates";

// Numbers, money and dates with a person's own preferences. Each test signs in as a manager of
// its own (preferences live on the profile, so the shared demo manager is left alone), and uses
// seed property 27 and party 45, which no other spec touches.

const en: FormatSettings = { locale: "en", digits: "latn", calendar: "gregory" };
const arabicHijri: FormatSettings = { locale: "ar", digits: "arab", calendar: "islamic-umalqura" };

/** A new manager, signed in on a page of its own, with these preferences. */
async function signInWith(browser: Browser, preferences: Partial<FormatSettings>): Promise<Page> {
  const origin = test.info().project.use.baseURL!;
  const { email, password } = await createUser(browser, origin, {
    role: "manager",
    name: "Dates Tester",
    prefix: "dates",
  });
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  if (Object.keys(preferences).length > 0) {
    const saved = await page.request.put("/api/me/preferences", {
      headers: { Origin: origin },
      data: preferences,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return page;
}

test("Chromium's Umm al-Qura (Intl) agrees with @internationalized/date on every month edge", async ({
  page,
}) => {
  const edges = umalquraMonthEdges();
  const shown = await page.evaluate(
    (days) => {
      const intl = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
        year: "numeric",
        month: "numeric",
        day: "numeric",
        timeZone: "UTC",
      });
      return days.map((day) => {
        const parts = intl.formatToParts(new Date(`${day}T00:00:00Z`));
        const get = (type: string) => Number.parseInt(parts.find((p) => p.type === type)!.value);
        return [get("year"), get("month"), get("day")].join("-");
      });
    },
    edges.map((e) => e.gregorian),
  );
  const disagreements = edges.filter((e, i) => shown[i] !== e.hijri.join("-"));
  expect(edges.length).toBeGreaterThan(4000);
  expect(disagreements).toEqual([]);
});

/** A contract of its own on seed property 27, and party 45 born on 1990-05-17 (1410-10-22 AH). */
async function contractAndParty(page: Page, unitIndex: number) {
  const origin = test.info().project.use.baseURL!;
  const property = await getPropertyById(page.request, 27);
  const id = await createContract(page.request, origin, property.units[unitIndex]!.id);
  const contract = await page.request
    .get(`/api/contracts/${id}`)
    .then(async (r) => (await r.json()).data as { start_date: string; end_date: string });
  const [party] = await getParties(page.request, 45, 1);
  const saved = await page.request.put(`/api/v1/parties/${party!.id}`, {
    headers: { Origin: origin },
    data: {
      id_number: party!.id_number,
      full_name: party!.full_name,
      phone_number: (party as { phone_number?: string }).phone_number,
      date_of_birth: "1990-05-17",
      date_of_birth_hijri: "1410-10-22",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id, ...contract, party: party! };
}

test("with Hijri as the primary calendar, dates show Hijri first with the Gregorian day beside", async ({
  browser,
}) => {
  const page = await signInWith(browser, { calendar: "islamic-umalqura", digits: "arab" });
  const { id, start_date, end_date, party } = await contractAndParty(page, 0);

  // This page is in English: digits stay Latin whatever the digit setting says.
  const f = createFormatter({ locale: "en", digits: "arab", calendar: "islamic-umalqura" });
  await page.goto(`/contracts/${id}`);
  const main = page.getByRole("main");
  for (const day of [start_date, end_date]) {
    const dual = f.dual(day)!;
    expect(dual.primary).toMatch(/^\d+ .+ \d{4} AH$/);
    await expect(main.locator(`time[datetime="${day}"]`).first()).toHaveText(dual.primary);
    await expect(main).toContainText(`${dual.primary}(${dual.secondary})`);
  }
  await expect(main).toContainText("SAR\u00a048,000");

  // A party's date of birth: Hijri first, the Gregorian day under it, in the search results.
  await page.goto(`/parties?field=id_number&q=${party.id_number}`);
  const row = page.getByRole("row").filter({ hasText: party.id_number });
  const dob = f.dual("1990-05-17")!;
  await expect(row.locator('time[datetime="1990-05-17"]')).toHaveText(dob.primary);
  await expect(row).toContainText(`${dob.primary}${dob.secondary}`);
});

test("in Arabic with Arabic-Indic digits: dates, amounts, dates of birth and IDs use them", async ({
  browser,
}) => {
  const page = await signInWith(browser, arabicHijri);
  const { id, start_date, party } = await contractAndParty(page, 1);
  await page.goto(`/contracts/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  const ar = createFormatter(arabicHijri);
  const start = ar.dual(start_date)!;
  expect(start.primary).toMatch(/^[٠-٩]+ .+ [٠-٩]{4} هـ$/);
  const main = page.getByRole("main");
  await expect(main.locator(`time[datetime="${start_date}"]`).first()).toHaveText(start.primary);
  await expect(main).toContainText(`${start.primary}(${start.secondary})`);
  await expect(main).toContainText(ar.amount(48000));
  await page.goto(`/parties?field=id_number&q=${party.id_number}`);
  const shownId = toArabicIndic(party.id_number);
  const row = page.getByRole("row").filter({ hasText: shownId });
  const dob = ar.dual("1990-05-17")!;
  await expect(row.locator('time[datetime="1990-05-17"]')).toHaveText(dob.primary);
  // The ID number follows the setting too (issue 37), still left to right.
  await expect(row.locator("bdi[dir=ltr]", { hasText: shownId })).toBeVisible();
  // Counts inside sentences follow the setting too: "٥ مدن", never "5 مدن".
  await page.goto("/regions");
  const counts = page.getByText(/^[0-9٠-٩]+ (مدن|مدينة)$/);
  await expect(counts.first()).toBeVisible();
  for (const text of await counts.allTextContents()) expect(text).toMatch(/^[٠-٩]+ /);
});

test("the account page's signed-in browsers show when they signed in, in the person's calendar and digits", async ({
  browser,
}) => {
  const page = await signInWith(browser, arabicHijri);
  const listed = await page.request.get("/api/account/sessions");
  expect(listed.ok(), await listed.text()).toBe(true);
  const { data } = (await listed.json()) as { data: { current: boolean; createdAt: string }[] };
  const current = data.find((s) => s.current)!;

  await page.goto("/account");
  const signedIn = createFormatter(arabicHijri).dateTime(current.createdAt)!.primary;
  expect(signedIn).toMatch(/هـ/);
  const list = page.getByRole("list", { name: "المتصفحات المسجّل دخولها" });
  await expect(list.getByRole("listitem").filter({ hasText: "هذا المتصفح" })).toContainText(
    `تسجيل الدخول ${signedIn}`,
  );
});

test("the date picker by keyboard: any digit set, either calendar, the other calendar's day live", async ({
  browser,
}) => {
  const page = await signInWith(browser, {});
  await page.goto("/contracts");
  const field = page.getByRole("group", { name: "Ending on or before" });
  const live = page.getByText(/^(Hijri|Gregorian): /);

  // Typed in Persian digits, into the Gregorian calendar (the default): the Hijri day shows.
  await typeDate(field, "2030-01-15", toPersian);
  await expect(page).toHaveURL(/endingBefore=2030-01-15/);
  await expect(live).toHaveText(
    `Hijri: ${createFormatter(en).day("2030-01-15", "gregory", "islamic-umalqura", "long")}`,
  );

  // The calendar by keyboard: open it, one day on, choose.
  await tabTo(page, field.getByRole("button", { name: "Open the calendar" }));
  await page.keyboard.press("Enter");
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(grid).toBeHidden();
  await expect(page).toHaveURL(/endingBefore=2030-01-16/);

  // Switch to Hijri with the arrow keys: the same day, in Hijri; the Gregorian day beside it.
  // (The register has two date filters, each with its own switch.)
  const calendars = page.getByRole("radiogroup", { name: "Calendar Ending on or before" });
  await tabTo(page, calendars.getByRole("radio", { name: "Gregorian" }));
  await page.keyboard.press("ArrowRight");
  await expect(calendars.getByRole("radio", { name: "Hijri" })).toBeChecked();
  const hijri = convertIsoDate("2030-01-16", "gregory", "islamic-umalqura")!;
  await expectDate(field, hijri);
  await expect(live).toHaveText(
    `Gregorian: ${createFormatter(en).day("2030-01-16", "gregory", "gregory", "long")}`,
  );

  // Typed in Hijri with Arabic-Indic digits, then a month on in the Hijri calendar grid.
  await typeDate(field, "1452-02-10", toArabicIndic);
  await expect(page).toHaveURL(
    new RegExp(`endingBefore=${convertIsoDate("1452-02-10", "islamic-umalqura", "gregory")}`),
  );
  await page.keyboard.press("Alt+ArrowDown");
  await expect(grid).toBeVisible();
  await page.keyboard.press("PageDown");
  await page.keyboard.press("Enter");
  const next = convertIsoDate("1452-03-10", "islamic-umalqura", "gregory")!;
  await expect(page).toHaveURL(new RegExp(`endingBefore=${next}`));
  await expectDate(field, "1452-03-10");
  await expect(live).toHaveText(
    `Gregorian: ${createFormatter(en).day(next, "gregory", "gregory", "long")}`,
  );
});

// The picker's script (React Aria) is larger than the rest of a list page, so a date field rests
// (drawn with Intl) until a person reaches for it. It must look the same before and after, and
// reaching it by pointer or keyboard must give the picker.

/** What the field shows, as a person reads it (hidden parts such as the era left out). */
const shownText = (field: ReturnType<Page["getByRole"]>) =>
  field.evaluate((el) => (el as HTMLElement).innerText.replace(/[\s\u200e\u200f\u061c]/g, ""));

test("a date field rests until the pointer reaches it: the same text and box, then the picker", async ({
  browser,
}) => {
  const page = await signInWith(browser, {});
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await page.goto("/contracts?endingBefore=2030-01-15");
  await page.waitForLoadState("networkidle");
  const field = page.getByRole("group", { name: "Ending on or before" });
  await expect(field).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  expect(await shownText(field)).toBe("15/01/2030");
  await expect(page.getByText(/^Hijri: /)).toHaveText(
    `Hijri: ${createFormatter(en).day("2030-01-15", "gregory", "islamic-umalqura", "long")}`,
  );
  const loaded = scripts.length;
  const before = await field.boundingBox();

  await field.hover();
  const day = field.getByRole("spinbutton").first();
  await expect(day).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loaded); // the picker came now, not with the page
  expect(await shownText(field)).toBe("15/01/2030");
  expect(await field.boundingBox()).toEqual(before);
  // Only the field reached woke: the other date filter still rests.
  const other = page.getByRole("group", { name: "Notice deadline on or before" });
  await expect(other.getByRole("spinbutton")).toHaveCount(0);
  expect(await shownText(other)).toBe("dd/mm/yyyy");
});

test("a person who moves on from a date field's box before its picker arrives keeps their place", async ({
  browser,
}) => {
  const page = await signInWith(browser, {});
  await page.goto("/contracts?endingBefore=2030-01-15");
  await page.waitForLoadState("networkidle");
  // Scripts asked for from now on (the picker's) arrive a second and a half late.
  let late = 0;
  await page.route("**/_next/static/**/*.js", async (route) => {
    late++;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const field = page.getByRole("group", { name: "Ending on or before" });
  const calendars = page.getByRole("radiogroup", { name: "Calendar Ending on or before" });
  const gregorian = calendars.getByRole("radio", { name: "Gregorian" });
  await tabTo(page, field);
  // On to the field's calendar switch while the picker is on its way; it then takes the field's
  // place, switch and all, and the focus stays on the same radio (not the box, not the page).
  await page.keyboard.press("Tab");
  await expect(gregorian).toBeFocused();
  await expect(field.getByRole("spinbutton").first()).toBeVisible();
  expect(late).toBeGreaterThan(0);
  await expect(gregorian).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(calendars.getByRole("radio", { name: "Hijri" })).toBeChecked();
});

test("a resting date field reached by keyboard puts the person in its first segment (Arabic, Hijri)", async ({
  browser,
}) => {
  const page = await signInWith(browser, arabicHijri);
  await page.goto("/contracts?endingBefore=2030-01-15");
  const field = page.getByRole("group", { name: "تنتهي في تاريخ أقصاه" });
  const hijri = convertIsoDate("2030-01-15", "gregory", "islamic-umalqura")!;
  const [y, m, d] = hijri.split("-");
  const resting = await shownText(field);
  expect(resting).toBe(toArabicIndic(`${d}/${m}/${y}`));

  // Tab reaches the resting field, which at once becomes the picker with focus in its first segment.
  const segments = field.getByRole("spinbutton");
  await tabTo(page, field.or(segments));
  await expect(segments.first()).toBeFocused();
  expect(await shownText(field)).toBe(resting);
  // Typed at once in the picker that took the field's place: a day in Hijri, Arabic-Indic digits.
  await page.keyboard.type(toArabicIndic("01"));
  await expect(segments.first()).toHaveAttribute("aria-valuenow", "1");
});

test("a date field focused before the page came to life takes the person into its first segment", async ({
  browser,
}) => {
  const signedIn = await signInWith(browser, {});
  // A fresh cache, and scripts that take two seconds: the page is server-rendered HTML meanwhile.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    storageState: await signedIn.context().storageState(),
  });
  const page = await context.newPage();
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/contracts?endingBefore=2030-01-15", { waitUntil: "commit" });
  const field = page.getByRole("group", { name: "Ending on or before" });
  await field.focus();
  await expect(field).toBeFocused();
  expect(await field.getByRole("spinbutton").count(), "still the server's HTML").toBe(0);
  const segments = field.getByRole("spinbutton");
  await expect(segments.first()).toBeFocused();
  await page.keyboard.type("01");
  await expect(segments.first()).toHaveAttribute("aria-valuenow", "1");
  await context.close();
});
