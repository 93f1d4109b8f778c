import { expect, test, type Locator, type Page } from "@playwright/test";

import { expectRtl, inArabic } from "./arabic";
import { expectNoSidewaysScroll, expectSoundPage } from "./fixtures";
import { createContract, DEMO_DEED, getPropertyById, getUnit, pageHeading } from "./helpers";
import { storageState, type DemoRole } from "./roles";

inArabic();

// Every page in Arabic, as the role that uses it: right to left, no English word in what the
// interface itself says (navigation, headings, labels, buttons, messages; data such as names,
// identifiers and e-mail addresses aside: the UI isolates those in <bdi>/dir="ltr"), and axe.

type PageCheck = {
  name: string;
  role: DemoRole | null;
  path: (page: Page, baseURL: string) => Promise<string> | string;
  ready: (page: Page) => Locator;
};

const firstRow = (page: Page, name: string) =>
  page.getByRole("table", { name, exact: true }).getByRole("row").nth(1);

/** A live contract of this spec's own: property 8's last unit, found in the register or created. */
async function contractOf(page: Page, baseURL: string): Promise<number> {
  const unit = (await getPropertyById(page.request, 8)).units.at(-1)!;
  const response = await page.request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await response.json()) as { data: { id: number; deleted: boolean }[] }).data;
  return (
    existing.find((c) => !c.deleted)?.id ?? (await createContract(page.request, baseURL, unit.id))
  );
}

const PAGES: PageCheck[] = [
  {
    name: "sign-in",
    role: null,
    path: () => "/sign-in",
    ready: (p) => p.getByRole("button", { name: "دخول" }),
  },
  {
    name: "overview",
    role: "manager",
    path: () => "/",
    ready: (p) => p.getByRole("heading", { name: "عقود تنتهي قريبًا" }),
  },
  {
    name: "properties",
    role: "manager",
    path: () => "/properties",
    ready: (p) => firstRow(p, "العقارات"),
  },
  {
    name: "a property",
    role: "admin",
    path: () => `/properties/${DEMO_DEED}`,
    ready: (p) => firstRow(p, "الوحدات"),
  },
  {
    name: "a unit",
    role: "manager",
    path: async (p) => `/units/${(await getUnit(p.request, DEMO_DEED, "401")).id}`,
    ready: (p) => p.getByLabel("عدد الغرف", { exact: true }),
  },
  {
    name: "contracts",
    role: "manager",
    path: async (p, base) => {
      await contractOf(p, base);
      return "/contracts";
    },
    ready: (p) => firstRow(p, "العقود في السجل"),
  },
  {
    name: "new contract",
    role: "manager",
    path: () => "/contracts/new",
    ready: (p) => p.getByRole("group", { name: "العقارات" }).getByRole("radio").first(),
  },
  {
    name: "a contract",
    role: "manager",
    path: async (p, base) => `/contracts/${await contractOf(p, base)}`,
    ready: (p) => p.getByRole("button", { name: "حفظ التواريخ" }),
  },
  {
    name: "parties",
    role: "manager",
    path: () => "/parties",
    ready: (p) => firstRow(p, "الأطراف المطابقة"),
  },
  {
    name: "parties needing attention",
    role: "manager",
    path: () => "/parties/attention",
    ready: (p) => p.getByRole("heading", { level: 1, name: "بيانات تحتاج إلى مراجعة" }),
  },
  {
    name: "account",
    role: "manager",
    path: () => "/account",
    ready: (p) => p.getByRole("heading", { level: 1, name: "الحساب والأمان" }),
  },
  {
    name: "regions",
    role: "manager",
    path: () => "/regions",
    ready: (p) => p.getByRole("button", { name: /منطقة الرياض/ }),
  },
  {
    name: "deeds",
    role: "admin",
    path: () => "/deeds",
    ready: (p) => p.getByRole("button", { name: "الاستعلام من السجل" }),
  },
  {
    name: "users",
    role: "admin",
    path: () => "/admin/users",
    ready: (p) => firstRow(p, "مستخدمو لوحة التحكم"),
  },
  {
    name: "audit log",
    role: "admin",
    path: () => "/admin/audit",
    ready: (p) => firstRow(p, "قيود سجل التدقيق"),
  },
  {
    name: "not allowed",
    role: "support",
    path: () => "/deeds",
    ready: (p) => pageHeading(p).filter({ hasText: "ليست لديك صلاحية الوصول إلى هذه الصفحة" }),
  },
  {
    name: "not found",
    role: "manager",
    path: () => "/no-such-page",
    ready: (p) => pageHeading(p).filter({ hasText: "الصفحة غير موجودة" }),
  },
];

// Latin words the Arabic interface may say: file formats and the date pattern it asks for.
const ALLOWED = new Set(["CSV", "UTC", "YYYY", "MM", "DD"]);

/** Latin words in the interface's own text (data isolated in bdi, dir=ltr or lang=en aside). */
async function englishWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selector = [
      "nav a",
      "h1, h2, h3, h4, legend, label, th, p, dt",
      "button, [role=button], [role=menuitem], [role=menuitemradio], [role=option]",
      "[role=alert], [role=status]",
    ].join(", ");
    const data = "bdi, [dir=ltr], [lang]:not([lang=ar]), input, textarea, select, svg, time, code";
    // Data shown on the page (names, numbers) may also appear in an accessible name
    // ("إجراءات Demo Admin"): it is taken out of every text before looking for words.
    const values = [...document.querySelectorAll<HTMLElement>(data)]
      .map((d) => (d instanceof HTMLInputElement ? d.value : (d.textContent ?? "")).trim())
      .filter((v) => v.length > 1)
      .sort((a, b) => b.length - a.length);
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest(data) || !el.checkVisibility()) continue;
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(data).forEach((d) => d.remove());
      let text = [copy.textContent, el.getAttribute("aria-label"), el.getAttribute("title")]
        .filter(Boolean)
        .join(" ");
      for (const value of values) text = text.split(value).join(" ");
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? [])
        out.push(`${word} (in “${text.trim().slice(0, 60)}”)`);
    }
    return out;
  });
  return [...new Set(found)].filter((w) => !ALLOWED.has(w.split(" ")[0]!));
}

async function open(page: Page, check: PageCheck, baseURL: string) {
  await page.goto(await check.path(page, baseURL));
  await expect(check.ready(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

for (const check of PAGES) {
  test.describe(() => {
    test.use({
      storageState: check.role ? storageState(check.role) : { cookies: [], origins: [] },
    });
    test(`بالعربية: ${check.name} (${check.role ?? "anonymous"})`, async ({ page, baseURL }) => {
      await open(page, check, baseURL!);
      await expectRtl(page);
      expect(await englishWords(page)).toEqual([]);
      await expectSoundPage(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("as a manager", () => {
  test.use({ storageState: storageState("manager") });

  test("the account menu and its display settings are Arabic and right to left", async ({
    page,
  }) => {
    await page.goto("/parties");
    await page.getByRole("button", { name: /^قائمة حساب/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("group", { name: "اللغة" })).toBeVisible();
    await expect(menu).toHaveAttribute("dir", "rtl");
    expect(await englishWords(page)).toEqual([]);
    await expectSoundPage(page);
  });

  test("an identifier inside an Arabic line reads left to right and copies in logical order", async ({
    page,
    context,
    browserName,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/properties/${DEMO_DEED}`);
    const line = page.getByRole("main").locator("header p").filter({ hasText: DEMO_DEED });
    await expect(line).toHaveText(`رقم الصك ${DEMO_DEED}`);
    // The number keeps its order on screen: its first digit is left of its last one.
    const order = await line.locator("bdi[dir=ltr]").evaluate((el) => {
      const range = document.createRange();
      const text = el.firstChild!;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect().left;
      range.setStart(text, text.textContent!.length - 1);
      range.setEnd(text, text.textContent!.length);
      return {
        first,
        last: range.getBoundingClientRect().left,
        dir: getComputedStyle(el).direction,
      };
    });
    expect(order.dir).toBe("ltr");
    expect(order.first).toBeLessThan(order.last);
    // Selecting the line and copying it gives the words and the number in reading order.
    await line.evaluate((el) => window.getSelection()!.selectAllChildren(el));
    await page.keyboard.press("Control+C");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/\s+/g, " ").trim(), browserName).toBe(`رقم الصك ${DEMO_DEED}`);
  });

  test("the mobile navigation drawer opens from the right, the start side in Arabic", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/properties");
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const drawer = page.getByRole("dialog", { name: "التنقل" });
    await expect(drawer.getByRole("link", { name: "العقود" })).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(390, 0);
    expect(box.x).toBeGreaterThan(0);
  });
});
