import { randomUUID } from "node:crypto";

import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";

import { translator, type Language } from "./messages";
import { storageState } from "./roles";
import { unitName, type Translate } from "../lib/contracts/unit-name";

// Small helpers shared by the specs. Everything a spec asserts goes through roles and labels;
// the API calls here only prepare or look up data, through the dashboard's own /api/v1 mirror
// with the session of the page's role (as the browser would).

/** A toast from the one Sonner outlet (a labelled region), by its text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

/** Alerts inside the page's main region (Next's route announcer also has role=alert). */
export function mainAlert(page: Page): Locator {
  return page.getByRole("main").getByRole("alert");
}

/** The page's h1 (every page has exactly one). */
export function pageHeading(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

/** Today plus `days`, as YYYY-MM-DD in UTC (contract dates far enough from today to be safe). */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD `days` days before `day`, counted on the Gregorian calendar. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The end date the rental service gave the contract (it starts today and runs whole years). */
export async function endDateOf(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/contracts/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { end_date: string } }).data.end_date;
}

type Envelope<T> = { data: T; meta: Record<string, unknown> };
export type UnitRecord = {
  id: number;
  unit_number: string;
  unit_type: string;
  rooms: number;
  property_id: number;
};
export type PropertyRecord = {
  id: number;
  document_number: string;
  property_name: string;
  units: UnitRecord[];
};
export type PartyRecord = {
  id: number;
  full_name: string;
  id_number: string;
  phone_number: string;
  date_of_birth: string | null;
  date_of_birth_hijri: string | null;
};

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The demo property documented in rental-service/README.md (deed 310100000398, 4 units). */
export const DEMO_DEED = "310100000398";

export function getProperty(request: APIRequestContext, deed: string): Promise<PropertyRecord> {
  return getJson<PropertyRecord>(request, `/api/v1/properties/${deed}`);
}

/** The property with this record id (the seed's ids are stable; the list sorts by id). */
export async function getPropertyById(
  request: APIRequestContext,
  id: number,
): Promise<PropertyRecord> {
  const query = `pagination[page]=${id}&pagination[pageSize]=1&sort=id:asc`;
  const [property] = await getJson<PropertyRecord[]>(request, `/api/v1/properties?${query}`);
  expect(property?.id, `property ${id}`).toBe(id);
  return property!;
}

/** A unit of a property by its unit number. */
export async function getUnit(
  request: APIRequestContext,
  deed: string,
  unitNumber: string,
): Promise<UnitRecord> {
  const unit = (await getProperty(request, deed)).units.find((u) => u.unit_number === unitNumber);
  expect(unit, `unit ${unitNumber} of ${deed}`).toBeDefined();
  return unit!;
}

/** The parties with these record ids (the seed's ids are stable; sorted by id). */
export async function getParties(
  request: APIRequestContext,
  page: number,
  pageSize = 2,
): Promise<PartyRecord[]> {
  const query = `pagination[page]=${page}&pagination[pageSize]=${pageSize}&sort=id:asc`;
  return getJson<PartyRecord[]>(request, `/api/v1/parties/search-party?${query}`);
}

/**
 * Creates a contract through the dashboard's API (so that it lands in the register), on a unit
 * no other spec uses, and returns its id. Mutations must be same-origin JSON. By default the
 * parties are seed parties 39–40 and the notice period 60 days, and the parties' ID numbers go
 * with it, as the wizard sends them (the register learns their names); `withIdNumbers: false`
 * sends none, like an API client that does not know them.
 */
export async function createContract(
  request: APIRequestContext,
  origin: string,
  unitId: number,
  {
    partiesPage = 20,
    noticeDays = 60,
    withIdNumbers = true,
    documentNumber,
    contractType = "residential",
  }: {
    partiesPage?: number;
    noticeDays?: number;
    withIdNumbers?: boolean;
    /** The unit's property, as the wizard sends it: the register learns the unit's name. */
    documentNumber?: string;
    /** Commercial rent carries VAT (the rent roll's schedule); residential is exempt. */
    contractType?: "residential" | "commercial";
  } = {},
): Promise<number> {
  const [lessor, tenant] = await getParties(request, partiesPage);
  const party_id_numbers = [lessor!, tenant!].map((p) => ({ id: p.id, id_number: p.id_number }));
  const response = await request.post("/api/v1/contracts", {
    headers: { Origin: origin },
    data: {
      duration: 1,
      contract_type: contractType,
      parties: [
        { role: "lessor", id: lessor!.id },
        { role: "tenant", id: tenant!.id },
      ],
      unit_id: String(unitId),
      rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
      terms: { residential_auto_renewal: 0, notice_period_in_days: noticeDays },
      ...(withIdNumbers ? { party_id_numbers } : {}),
      ...(documentNumber ? { unit_document_number: documentNumber } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<{ id: number }>).data.id;
}

/**
 * Presses Tab (or Shift+Tab) until `target`, or one of the elements it matches, has focus
 * (keyboard only), failing after `max` presses. Before pressing again, it waits two animation
 * frames and looks once more, so that what the focus woke has rendered and run its effects: a date
 * field's picker takes the resting field's place, and React Aria names its group in an effect;
 * checked in between (on a busy machine), the field matched nothing and one Tab too many went on.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  max = 60,
  key: "Tab" | "Shift+Tab" = "Tab",
): Promise<void> {
  await expect(target.first()).toBeVisible();
  const reached = () =>
    target.evaluateAll((els) => els.some((el) => el === document.activeElement));
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await reached()) return;
    await twoFrames();
    if (await reached()) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${max} presses`);
}

/** The focused element shows a focus indicator (an outline or a ring), as keyboard users need. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: css.outlineStyle !== "none" && parseFloat(css.outlineWidth) > 0,
      ring: css.boxShadow !== "none",
    };
  });
  expect(style, "an element has focus").not.toBeNull();
  expect(style!.focusVisible, "focus is :focus-visible").toBe(true);
  expect(style!.outline || style!.ring, "focus has an outline or a ring").toBe(true);
}

/**
 * The overview has its numbers and lists (its placeholders are not marked busy): the status
 * counts, the portfolio numbers, and the activity list or its empty state.
 */
export async function waitForOverview(page: Page): Promise<void> {
  const main = page.getByRole("main");
  await expect(page.getByRole("link", { name: /^Active\s*[\d,]+$/ })).toBeVisible();
  await expect(main).toContainText(/Properties\s*[\d,]+/);
  await expect(main).toContainText(/Units\s*[\d,—]+/);
  const activity = main.getByRole("listitem").filter({ has: page.locator("time") });
  await expect(activity.first().or(main.getByText(/^Nothing yet\./))).toBeVisible();
}

/** Latin digits written in Arabic-Indic (٠–٩) or Persian (۰–۹) digits, as people type them. */
export const toArabicIndic = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
export const toPersian = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/**
 * Types a YYYY-MM-DD day into a date picker (React Aria's segmented field, named by its label),
 * segment by segment in the order the field shows them, as a person types it. The day is in the
 * calendar the picker currently shows; `digits` rewrites it in another digit set first.
 */
export async function typeDate(
  field: Locator,
  isoDay: string,
  digits: (text: string) => string = (text) => text,
): Promise<void> {
  const [year, month, day] = isoDay.split("-") as [string, string, string];
  const segments = await wakeDate(field);
  const order = await segments.evaluateAll((els) => els.map((el) => el.getAttribute("data-type")));
  const parts: Record<string, string> = { year, month, day };
  await segments.first().click();
  for (const type of order) {
    if (type && parts[type]) await field.page().keyboard.type(digits(parts[type]));
  }
}

/**
 * A date field loads its picker when a person reaches for it (components/ui/date-picker-field.tsx):
 * move the pointer over it, as they would, and wait for its segments.
 */
export async function wakeDate(field: Locator): Promise<Locator> {
  // Two points, so that the pointer moves over the field even if it rested there already.
  await field.hover({ position: { x: 4, y: 4 } });
  await field.hover();
  const segments = field.getByRole("spinbutton");
  await expect(segments.first()).toBeVisible();
  return segments;
}

/** The picker shows this YYYY-MM-DD (in the calendar it currently shows). */
export async function expectDate(field: Locator, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  await wakeDate(field);
  const value = (type: string) =>
    field.getByRole("spinbutton").and(field.locator(`[data-type="${type}"]`));
  await expect(value("year")).toHaveAttribute("aria-valuenow", String(year));
  await expect(value("month")).toHaveAttribute("aria-valuenow", String(month));
  await expect(value("day")).toHaveAttribute("aria-valuenow", String(day));
}

/** A day as the dashboard writes it in English ("10 May 2004", "21 Rabiʻ I 1425 AH"), Gregorian or Hijri. */
export function dayText(
  isoGregorianDay: string,
  calendar: "gregory" | "islamic-umalqura",
  dateStyle: "long" | "medium" = "long",
): string {
  return new Intl.DateTimeFormat(`en-GB-u-ca-${calendar}-nu-latn`, {
    dateStyle,
    timeZone: "UTC",
  }).format(new Date(`${isoGregorianDay}T00:00:00Z`));
}

/**
 * A user of a spec's own (so that its profile concerns nobody else), added by the demo admin.
 * A password someone else set must be changed at first sign-in: that is done here, as the new
 * user would, and the returned password is the user's own.
 */
export async function createUser(
  browser: Browser,
  origin: string,
  { role, name, prefix }: { role: "admin" | "manager" | "support"; name: string; prefix: string },
): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@demo.test`;
  const given = `given-${randomUUID()}`;
  const password = `own-${randomUUID()}`;
  const admin = await browser.newContext({ baseURL: origin, storageState: storageState("admin") });
  const created = await admin.request.post("/api/users", {
    headers: { Origin: origin },
    data: { email, name, role, password: given },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  const first = await browser.newContext({ baseURL: origin });
  const { csrfToken } = (await (await first.request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  await first.request.post("/api/auth/callback/credentials", {
    headers: { Origin: origin },
    form: { csrfToken, email, password: given, callbackUrl: `${origin}/` },
    maxRedirects: 0,
  });
  const changed = await first.request.post("/api/account/password", {
    headers: { Origin: origin },
    data: { currentPassword: given, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await first.close();
  return { email, password };
}

/** «أبراج الواحة — شقة 203» / "Al Waha Towers — Apartment 203", as the dashboard names a unit. */
export function unitNameIn(
  language: Language,
  property: Pick<PropertyRecord, "id" | "document_number" | "property_name">,
  unit: Pick<UnitRecord, "id" | "unit_number" | "unit_type">,
): string {
  const known = {
    unit_number: unit.unit_number,
    unit_type: unit.unit_type,
    property_id: property.id,
    document_number: property.document_number,
    property_name: property.property_name,
    region_id: null,
    city_id: null,
  };
  return unitName(known, unit.id, translator(language) as unknown as Translate);
}
