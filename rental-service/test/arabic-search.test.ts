import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { searchText } from "@/lib/rental/search-text";

import { parties, properties, regions } from "../src/db/schema";
import { type Harness, START_TIMEOUT, startHarness } from "./harness";
import { createPreSearchDatabase } from "./pre-search-database";

// Arabic-aware `$contains` over HTTP. The storage starts as a data directory (or schema) from
// before the `*_search_text` columns existed, with rows written by the old code; the service
// fills the columns at start-up, and later writes (sync-deed, remote import, party PUT) keep
// them up to date. A search in each letter family must find the stored variant, and nothing
// else.

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe.each(testDatabaseKinds())("Arabic-aware search (%s)", (kind) => {
  let storage: TestDatabase;
  let h: Harness;
  beforeAll(async () => {
    storage = createTestDatabase(kind, "arabic-search");
    await createPreSearchDatabase(storage);
    h = await startHarness(kind, "arabic-search", { storage });
  }, START_TIMEOUT);
  afterAll(async () => {
    await h?.stop();
    await storage?.cleanup();
  });

  const names = async (path: string, field: string, text: string) => {
    const res = await h.call("GET", `${path}${q({ [`filters[${field}][$contains]`]: text })}`);
    expect(res.status, text).toBe(200);
    return (res.body.data as Record<string, string>[]).map((r) => r.property_name ?? r.full_name);
  };
  const findProperties = (text: string) => names("/tenant/v1/properties", "property_name", text);
  const findParties = (text: string) => names("/tenant/v1/parties/search-party", "full_name", text);

  it("filled the search columns of rows written before they existed", async () => {
    const db = await h.service.db.get();
    for (const row of await db.select().from(properties)) {
      expect(row.propertyNameSearch).toBe(searchText(row.propertyName));
    }
    for (const row of await db.select().from(parties)) {
      expect(row.fullNameSearch).toBe(searchText(row.fullName));
    }
    const [makkah] = await db.select().from(regions);
    expect(makkah?.nameSearch).toBe("makkah\nمنطقهمكهالمكرمه");
  });

  it("treats أ إ آ ٱ as ا, in the needle and in the stored name", async () => {
    const towers = "أبراج الأندلس ١٧ - Al Andalus Towers 17";
    expect(await findProperties("ابراج الاندلس")).toEqual([towers]);
    expect(await findProperties("أبراج الأندلس")).toEqual([towers]);
    expect(await findProperties("ٱلأندلس")).toEqual([towers]);
    expect(await findProperties("اسكان ال سعود")).toEqual(["إسكان آل سعود"]);
    expect(await findParties("احمد")).toEqual(["عبدالله أحمد الغامدي"]);
  });

  it("treats ة as ه and ى as ي", async () => {
    expect(await findProperties("عماره")).toEqual(["عمارة الـــنخيل - Al Nakheel Building"]);
    expect(await findProperties("مبني")).toEqual(["مبنى المسؤول"]);
    expect(await findParties("ساره")).toEqual(["سارة مُوسَى"]);
    expect(await findParties("موسي")).toEqual(["سارة مُوسَى"]);
  });

  it("ignores tashkeel, shadda and tatweel on either side", async () => {
    expect(await findProperties("مجمع الواحة")).toEqual(["مُجَمَّع الْوَاحَة"]);
    expect(await findProperties("النخيل")).toEqual(["عمارة الـــنخيل - Al Nakheel Building"]);
    expect(await findProperties("النَّخِيل")).toEqual(["عمارة الـــنخيل - Al Nakheel Building"]);
    expect(await findProperties("ابـــراج")).toEqual(["أبراج الأندلس ١٧ - Al Andalus Towers 17"]);
  });

  it("finds joined and split names of each other (spacing is ignored)", async () => {
    const both = ["عبد الله محمد العتيبي", "عبدالله أحمد الغامدي"];
    expect((await findParties("عبدالله")).sort()).toEqual(both);
    expect((await findParties("عبد الله")).sort()).toEqual(both);
    expect(await findProperties("ابراجالاندلس")).toHaveLength(1);
  });

  it("reads Arabic-Indic digits as ASCII, and Latin text case-insensitively", async () => {
    const towers = ["أبراج الأندلس ١٧ - Al Andalus Towers 17"];
    expect(await findProperties("الاندلس 17")).toEqual(towers);
    expect(await findProperties("Towers ١٧")).toEqual(towers);
    expect(await findProperties("ANDALUS towers")).toEqual(towers);
    expect(await findProperties("qirawan")).toEqual(["Qirawan Tower"]);
  });

  it("has no false friends: Latin never matches Arabic, ؤ is not و, fields do not run together", async () => {
    // Only the names with Latin letters contain an "a".
    expect((await findProperties("a")).sort()).toEqual([
      "Qirawan Tower",
      "أبراج الأندلس ١٧ - Al Andalus Towers 17",
      "عمارة الـــنخيل - Al Nakheel Building",
    ]);
    expect(await findProperties("قيروان")).toEqual([]);
    expect(await findProperties("المسوول")).toEqual([]);
    expect(await findProperties("المسؤول")).toEqual(["مبنى المسؤول"]);
    // LIKE's wildcards stay literal characters.
    expect(await findProperties("%")).toEqual([]);
    expect(await findProperties("_")).toEqual([]);
  });

  it("matches region names in English or Arabic, never across the two", async () => {
    const regionsNamed = async (text: string) =>
      (await h.call("GET", `/tenant/v1/regions${q({ "filters[name][$contains]": text })}`)).body
        .data as { name: string }[];
    expect((await regionsNamed("مكه المكرمه")).map((r) => r.name)).toEqual(["Makkah"]);
    expect((await regionsNamed("المدينة المنورة")).map((r) => r.name)).toEqual(["Madinah"]);
    expect((await regionsNamed("MAKKAH")).map((r) => r.name)).toEqual(["Makkah"]);
    expect(await regionsNamed("makkah منطقة")).toEqual([]);
  });

  it("searches ID numbers and phone numbers typed with Arabic-Indic digits or spaces", async () => {
    const byId = await h.call(
      "GET",
      `/tenant/v1/parties/search-party${q({ "filters[id_number][$contains]": "١٠٩٠٠٠٠٠٠١" })}`,
    );
    expect(byId.body.data.map((p: { full_name: string }) => p.full_name)).toEqual([
      "عبد الله محمد العتيبي",
    ]);
    const byPhone = await h.call(
      "GET",
      `/tenant/v1/parties/search-party${q({ "filters[phone_number][$contains]": "+966 50 000 0002" })}`,
    );
    expect(byPhone.body.data.map((p: { full_name: string }) => p.full_name)).toEqual([
      "عبدالله أحمد الغامدي",
    ]);
  });

  it("keeps the search column in step when a name changes or a property is imported", async () => {
    // sync-deed renames property 2 from the registry.
    const sync = await h.call("POST", "/tenant/v1/properties/sync-deed/2");
    expect(sync.status).toBe(200);
    expect(await findProperties("الياسمين")).toEqual(["عمارة الياسمين - Al Yasmin Building"]);
    expect(await findProperties("النخيل")).toEqual([]);
    // A remote search imports a registry deed as a new property.
    const imported = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: { deed_id: 510100000001, owner_id: "1090000001", date: "1440-01-01" },
    });
    expect(imported.status).toBe(200);
    expect(await findProperties("فلل الربيع")).toEqual(["فِلَل الرَّبِيع - Al Rabie Villas"]);
    // A party's new name is found by its variants at once.
    const put = await h.call("PUT", "/tenant/v1/parties/3", {
      body: {
        id_number: "1090000003",
        full_name: "نورة عبد العزيز",
        phone_number: "+966500000003",
      },
    });
    expect(put.status).toBe(200);
    expect(await findParties("نوره عبدالعزيز")).toEqual(["نورة عبد العزيز"]);
    expect(await findParties("ساره")).toEqual([]);
  });
});
