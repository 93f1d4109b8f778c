import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { chooseArabic, chooseArabicDigits, expectRtl } from "./arabic";
import { DESKTOP, expectListOnPhone, PHONE_390 } from "./fixtures";
import { createContract, getParties, getPropertyById, pageHeading } from "./helpers";
import { translator, type Language } from "./messages";
import { storageState } from "./roles";
import { createFormatter } from "../lib/format/format";
import { todayInRiyadh } from "../lib/rental/gregorian";

// A month's rent (/collections), the list behind each of the overview's money cards, in both
// languages (English with Latin digits, Arabic with Arabic-Indic ones). Each card's link opens
// its list, whose total is the card's figure: due → the instalments due, collected → the
// payments, the rate → the month's page and its rate. The figures are the whole portfolio's, and
// the other specs on the run's shared dashboard record and void payments at any moment: a card
// and its list are read again together until they agree (the same definition must give the same
// figure; a different one never would), never compared across a write. This spec's own
// contracts (seed properties 200 and 201, parties pages 200 and 201) start today, so their first
// instalment (SAR 4,000) falls due this month: one is paid SAR 1,500.50 (its row says so, and its
// payment is listed with its receipt), the other's payment is voided (not listed, not counted).
// On a 390 px phone the lists are cards with no sideways scroll. Support reads the page too.

type Seeded = {
  partial: number;
  voided: number;
  receipt: string;
  /** The partly paid contract's property name and tenant's name, as the register has them. */
  property: string;
  tenant: string;
};
let seeded: Seeded | null = null;
const today = todayInRiyadh();

async function contractOn(request: APIRequestContext, origin: string, seed: number) {
  const property = await getPropertyById(request, seed);
  const unit = property.units[0]!;
  const response = await request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await response.json()) as { data: { id: number; deleted: boolean }[] }).data;
  const id =
    existing.find((c) => !c.deleted)?.id ??
    (await createContract(request, origin, unit.id, {
      partiesPage: seed,
      documentNumber: property.document_number,
    }));
  const [, tenant] = await getParties(request, seed);
  return { id, property: property.property_name, tenant: tenant!.full_name };
}

async function pay(request: APIRequestContext, origin: string, id: number, amount: string) {
  const response = await request.post(`/api/rent-roll/contracts/${id}/payments`, {
    headers: { Origin: origin },
    data: {
      amount,
      paid_on: today,
      method: "bank_transfer",
      idempotency_key: `collections-${id}-${amount.replace(".", "_")}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: number; receipt_year: number; receipt_number: number; voided_at: string | null };
  };
  return data;
}

/** This spec's contracts and payments, made once (a retry finds them). */
async function seed(request: APIRequestContext, origin: string): Promise<Seeded> {
  if (seeded) return seeded;
  const { id: partial, property, tenant } = await contractOn(request, origin, 200);
  const { id: voided } = await contractOn(request, origin, 201);
  const paid = await pay(request, origin, partial, "1500.50");
  const gone = await pay(request, origin, voided, "4000");
  if (!gone.voided_at) {
    const response = await request.post(
      `/api/rent-roll/contracts/${voided}/payments/${gone.id}/void`,
      { headers: { Origin: origin }, data: { reason: "Bounced (collections spec)" } },
    );
    expect(response.ok(), await response.text()).toBe(true);
  }
  seeded = {
    partial,
    voided,
    receipt: `${paid.receipt_year}-${paid.receipt_number}`,
    property,
    tenant,
  };
  return seeded;
}

/** The figure of a card named `name` (its first number, right after its label). */
async function figureOf(page: Page, name: string): Promise<string> {
  const card = page.getByRole("region", { name, exact: true });
  return (await card.locator("bdi").first().innerText()).trim();
}

/** A list's row by its contract's link ("Open contract 12"). */
function rowOf(page: Page, t: ReturnType<typeof translator>, id: number, digits: Digits): Locator {
  return page.getByRole("row").filter({
    has: page.getByRole("link", { name: t("collections.openContract", { id: digits(id) }) }),
  });
}

type Digits = (value: number | string) => string;
const FORMAT = {
  en: createFormatter({ locale: "en", digits: "latn", calendar: "gregory" }),
  ar: createFormatter({ locale: "ar", digits: "arab", calendar: "gregory" }),
};
const arabicIndic: Digits = (value) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Every row of a list this month, read from its endpoint, 100 a page. */
async function allRows(
  request: APIRequestContext,
  list: "due" | "payments",
): Promise<{ contract_id: number }[]> {
  const rows: { contract_id: number }[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(
      `/api/rent-roll/collections/${list}?page=${page}&pageSize=100`,
    );
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as {
      data: { contract_id: number }[];
      meta: { pagination: { pageCount: number } };
    };
    rows.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return rows;
  }
}

/** The page (of 100 rows) of a list that holds `contract`'s row. */
async function pageWith(request: APIRequestContext, list: "due" | "payments", contract: number) {
  const index = (await allRows(request, list)).findIndex((r) => r.contract_id === contract);
  expect(index, `${list}: contract ${contract} is listed`).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 100) + 1;
}

for (const lang of ["en", "ar"] as const satisfies Language[]) {
  test.describe(`the month's rent (${lang})`, () => {
    test.use({ storageState: storageState("manager") });
    const t = translator(lang);
    const digits: Digits = lang === "ar" ? arabicIndic : String;

    test.beforeEach(async ({ context, baseURL }) => {
      if (lang === "ar") {
        await chooseArabic(context, baseURL!);
        await chooseArabicDigits(context, baseURL!);
      }
    });

    test("each money card opens its list, whose total is the card's figure", async ({
      page,
      baseURL,
    }) => {
      const mine = await seed(page.request, baseURL!);
      const cards = [
        {
          card: t("overview.money.due"),
          link: t("overview.money.viewDue"),
          total: t("collections.totals.due"),
          list: "due",
        },
        {
          card: t("overview.money.collected"),
          link: t("overview.money.viewCollected"),
          total: t("collections.totals.collected"),
          list: "payments",
        },
        {
          card: t("overview.money.rate"),
          link: t("overview.money.viewMonth"),
          total: t("collections.totals.rate"),
          list: "due",
        },
      ] as const;
      for (const { card, link, total, list } of cards) {
        await expect(async () => {
          await page.goto("/");
          const figure = await figureOf(page, card);
          await page
            .getByRole("region", { name: card, exact: true })
            .getByRole("link", { name: link })
            .click();
          await expect(page).toHaveURL(/\/collections\?/);
          await expect(
            page
              .getByRole("navigation", { name: t("collections.lists.label") })
              .getByRole("link", { name: t(`collections.lists.${list}`) }),
          ).toHaveAttribute("aria-current", "page");
          expect(await figureOf(page, total)).toBe(figure);
          if (lang === "ar") expect(figure).toMatch(/[٠-٩]/);
        }).toPass({ timeout: 90_000 });
      }
      if (lang === "ar") await expectRtl(page);
      await expect(pageHeading(page)).toHaveText(t("collections.title"));
      const format = FORMAT[lang];

      // This spec's partly paid instalment (SAR 4,000, SAR 2,499.50 outstanding), named by its
      // contract, property and tenant, on the page of the list it is on; then on a phone.
      // (Found again if another spec's write moves it to the next page meanwhile.)
      const due = rowOf(page, t, mine.partial, digits);
      await expect(async () => {
        const at = await pageWith(page.request, "due", mine.partial);
        await page.goto(`/collections?pageSize=100&page=${at}`);
        await expect(due).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(due).toContainText(mine.property);
      await expect(due).toContainText(mine.tenant);
      await expect(due).toContainText(format.amount(4_000));
      await expect(due).toContainText(format.amount(2_499.5));
      await page.setViewportSize(PHONE_390);
      await expectListOnPhone(page);
      await page.setViewportSize(DESKTOP);

      // Its payment, with its receipt; the voided one is in no page of the list.
      const payment = rowOf(page, t, mine.partial, digits);
      await expect(async () => {
        const at = await pageWith(page.request, "payments", mine.partial);
        await page.goto(`/collections?list=payments&pageSize=100&page=${at}`);
        await expect(payment).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(payment).toContainText(format.amount(1_500.5));
      await expect(payment).toContainText(mine.tenant);
      const receipt = payment.getByRole("link", {
        name: t("collections.openReceipt", { receipt: digits(mine.receipt) }),
      });
      await expect(receipt).toBeVisible();
      const listed = (await allRows(page.request, "payments")).map((r) => r.contract_id);
      expect(listed).not.toContain(mine.voided);
      await page.setViewportSize(PHONE_390);
      await expectListOnPhone(page);
      await page.setViewportSize(DESKTOP);
      await receipt.click();
      await expect(page).toHaveURL(new RegExp(`/contracts/${mine.partial}/payments/\\d+/receipt`));
    });
  });
}

test.describe("support", () => {
  test.use({ storageState: storageState("support") });

  test("reads the month's lists, with nothing to act on, and moves between months", async ({
    page,
  }) => {
    const t = translator("en");
    await page.goto("/collections");
    await expect(pageHeading(page)).toHaveText(t("collections.title"));
    await expect(page.getByRole("region", { name: t("collections.totals.due") })).toBeVisible();
    await expect(page.getByRole("table", { name: t("collections.dueCaption") })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("button", { name: /record|void|remind/i }),
    ).toHaveCount(0);
    const month = today.slice(0, 7);
    await page.getByRole("link", { name: t("collections.previous") }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    expect(new URL(page.url()).searchParams.get("month")! < month).toBe(true);
    await page.getByRole("link", { name: t("collections.thisMonth") }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await expect(page.getByRole("link", { name: t("collections.thisMonth") })).toHaveCount(0);
  });
});
