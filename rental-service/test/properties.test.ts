import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabaseKinds } from "@/test/databases";

import { registryOnlyDeed } from "./fixtures";
import { type Harness, SEED, START_TIMEOUT, startHarness } from "./harness";

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe.each(testDatabaseKinds())("properties, regions and deeds (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, "properties");
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  it("lists properties with units and Strapi-style pagination", async () => {
    const res = await h.call(
      "GET",
      `/tenant/v1/properties${q({ "pagination[pageSize]": "7", "pagination[page]": "2" })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({
      page: 2,
      pageSize: 7,
      pageCount: Math.ceil(SEED.properties / 7),
      total: SEED.properties,
    });
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    const first = res.body.data[0];
    expect(first).toMatchObject({ document_number: expect.stringMatching(/^\d{12}$/) });
    expect(first.units.length).toBeGreaterThan(0);
    expect(first.units[0]).toMatchObject({ property_id: first.id, unit_type: expect.any(String) });
  });

  it("sorts, and refuses unknown sort fields and page sizes over 100", async () => {
    const res = await h.call("GET", `/tenant/v1/properties${q({ sort: "property_name:desc" })}`);
    const names = res.body.data.map((p: { property_name: string }) => p.property_name);
    expect(names).toEqual([...names].sort().reverse());
    const bad = await h.call(
      "GET",
      `/tenant/v1/properties${q({ sort: "owner_id:asc", "pagination[pageSize]": "101" })}`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual([
      "pagination.pageSize",
      "sort",
    ]);
    const unknown = await h.call(
      "GET",
      `/tenant/v1/properties${q({ "filters[owner_id][$contains]": "1" })}`,
    );
    expect(unknown.status).toBe(400);
  });

  it("gives each property of a deep, sorted page its own units, as a unit read returns them", async () => {
    // Two units of one property saved with an empty and a fractional area, so that the list's
    // units (built by the database as JSON) and a unit read (column by column) meet both.
    type Unit = { id: number; property_id: number; unit_number: string; area: number | null };
    type Property = { id: number; units: Unit[] };
    const list = async (params: Record<string, string>) =>
      (await h.call("GET", `/tenant/v1/properties${q(params)}`)).body.data as Property[];
    const deep = {
      sort: "property_name:desc",
      "pagination[pageSize]": "5",
      "pagination[page]": "4",
    };
    const target = (await list(deep)).find((p) => p.units.length >= 2)!;
    const [a, b] = target.units;
    const unit = (u: Unit, area: number | null) => ({
      unit_number: u.unit_number,
      floor_number: 1,
      rooms: 2,
      unit_usage: "residential_families",
      unit_type: "apartment",
      ...(area === null ? {} : { area }),
    });
    expect(
      (await h.call("PUT", `/tenant/v1/units/${a!.id}`, { body: unit(a!, null) })).status,
    ).toBe(200);
    expect(
      (await h.call("PUT", `/tenant/v1/units/${b!.id}`, { body: unit(b!, 87.25) })).status,
    ).toBe(200);

    const page = await list(deep);
    expect(page).toHaveLength(5);
    for (const property of page) {
      expect(property.units.every((u) => u.property_id === property.id)).toBe(true);
    }
    const listed = page.find((p) => p.id === target.id)!.units;
    for (const u of listed) {
      expect(u).toEqual((await h.call("GET", `/tenant/v1/units/${u.id}`)).body.data);
    }
    expect(listed.find((u) => u.id === a!.id)).toMatchObject({
      area: null,
      amenities_bedrooms: null,
    });
    expect(listed.find((u) => u.id === b!.id)).toMatchObject({ area: 87.25 });
  });

  it("filters property_name with $contains, case-insensitively, in Arabic and Latin", async () => {
    const all = (
      await h.call("GET", `/tenant/v1/properties${q({ "pagination[pageSize]": "100" })}`)
    ).body.data as { property_name: string }[];
    // Every seeded name is "<Arabic> - <English>": take a word from a real one.
    const sample = all[3]!.property_name;
    const arabicWord = sample.split(" ")[1]!;
    const latinWord = sample.split(" - ")[1]!.split(" ")[1]!;
    for (const text of [arabicWord, latinWord.toUpperCase(), latinWord.toLowerCase()]) {
      const res = await h.call(
        "GET",
        `/tenant/v1/properties${q({ "filters[property_name][$contains]": text, "pagination[pageSize]": "100" })}`,
      );
      const expected = all.filter((p) =>
        p.property_name.toLowerCase().includes(text.toLowerCase()),
      );
      expect(res.body.meta.pagination.total, text).toBe(expected.length);
      expect(res.body.data.map((p: { property_name: string }) => p.property_name).sort()).toEqual(
        expected.map((p) => p.property_name).sort(),
      );
    }
    // LIKE wildcards are literal characters here.
    const percent = await h.call(
      "GET",
      `/tenant/v1/properties${q({ "filters[property_name][$contains]": "%" })}`,
    );
    expect(percent.body.meta.pagination.total).toBe(0);
  });

  it("counts the units of every matching property in meta.units_total (our extension)", async () => {
    const all = (
      await h.call("GET", `/tenant/v1/properties${q({ "pagination[pageSize]": "100" })}`)
    ).body as {
      data: { property_name: string; units: unknown[] }[];
      meta: { units_total: number };
    };
    const units = (ps: typeof all.data) => ps.reduce((n, p) => n + p.units.length, 0);
    expect(all.meta.units_total).toBe(units(all.data));
    // One page of one property still counts the units of all of them.
    const page = await h.call("GET", `/tenant/v1/properties${q({ "pagination[pageSize]": "1" })}`);
    expect(page.body.meta.units_total).toBe(units(all.data));
    const word = all.data[2]!.property_name.split(" ")[1]!;
    const filtered = await h.call(
      "GET",
      `/tenant/v1/properties${q({ "filters[property_name][$contains]": word, "pagination[pageSize]": "1" })}`,
    );
    const matching = all.data.filter((p) => p.property_name.includes(word));
    expect(filtered.body.meta.units_total).toBe(units(matching));
    const none = await h.call(
      "GET",
      `/tenant/v1/properties${q({ "filters[property_name][$contains]": "%" })}`,
    );
    expect(none.body.meta.units_total).toBe(0);
  });

  it("lists regions with cities, filtered by English or Arabic name", async () => {
    const all = await h.call("GET", "/tenant/v1/regions");
    expect(all.body.meta.pagination.total).toBe(13);
    const riyadh = all.body.data.find((r: { id: number }) => r.id === 1);
    expect(riyadh).toMatchObject({ name: "Riyadh", name_ar: "منطقة الرياض", code: "RD" });
    expect(riyadh.cities).toContainEqual({ id: 3, name: "Riyadh", name_ar: "الرياض" });
    const ar = await h.call("GET", `/tenant/v1/regions${q({ "filters[name][$contains]": "مكة" })}`);
    expect(ar.body.data.map((r: { name: string }) => r.name)).toEqual(["Makkah"]);
    const en = await h.call(
      "GET",
      `/tenant/v1/regions${q({ "filters[name][$contains]": "MADIN" })}`,
    );
    expect(en.body.data.map((r: { name: string }) => r.name)).toEqual(["Madinah"]);
  });

  it("reads a property by deed number; 404 for an unknown one, 400 for a non-number", async () => {
    const list = await h.call("GET", "/tenant/v1/properties");
    const doc = list.body.data[2].document_number;
    const one = await h.call("GET", `/tenant/v1/properties/${doc}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(list.body.data[2]);
    const missing = await h.call("GET", "/tenant/v1/properties/999999999999");
    expect(missing.status).toBe(404);
    const bad = await h.call("GET", "/tenant/v1/properties/12ab");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.documentNumber).toBeDefined();
  });

  it("finds a local deed, and 404s a deed that is only in the registry", async () => {
    const list = await h.call("GET", "/tenant/v1/properties");
    const property = list.body.data[0];
    const found = await h.call("POST", "/tenant/v1/properties/search-deed", {
      body: { deed_id: Number(property.document_number) },
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      document_number: property.document_number,
      owner_id: property.owner_id,
      deed_date_hijri: property.deed_date_hijri,
      property_id: property.id,
    });
    const remoteOnly = await registryOnlyDeed(h, 0);
    const missing = await h.call("POST", "/tenant/v1/properties/search-deed", {
      body: { deed_id: Number(remoteOnly.deedNumber) },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("DEED_NOT_FOUND");
    const invalid = await h.call("POST", "/tenant/v1/properties/search-deed", {
      body: { deed_id: "x" },
    });
    expect(invalid.body.error.details.fields.deed_id).toBeDefined();
  });

  it("searches the registry: mismatches refused, a match imported as a property", async () => {
    const deed = await registryOnlyDeed(h, 1);
    const body = {
      deed_id: Number(deed.deedNumber),
      owner_id: deed.ownerId,
      date: deed.deedDateHijri,
    };
    const wrongOwner = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: { ...body, owner_id: "1016690206" },
    });
    expect(wrongOwner.status).toBe(400);
    expect(wrongOwner.body.error.code).toBe("DEED_MISMATCH");
    expect(Object.keys(wrongOwner.body.error.details.fields)).toEqual(["owner_id"]);
    const wrongDate = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: { ...body, date: "1400-01-01" },
    });
    expect(Object.keys(wrongDate.body.error.details.fields)).toEqual(["date"]);
    const badDate = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: { deed_id: 1, date: "1445-01-30" }, // Muharram 1445 has 29 days
    });
    expect(badDate.status).toBe(400);
    expect(Object.keys(badDate.body.error.details.fields).sort()).toEqual(["date", "owner_id"]);
    const unknown = await h.call("POST", "/tenant/v1/properties/search-deed/remote", {
      body: { ...body, deed_id: 999 },
    });
    expect(unknown.status).toBe(404);

    const found = await h.call("POST", "/tenant/v1/properties/search-deed/remote", { body });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      document_number: deed.deedNumber,
      imported: true,
      source: "registry",
    });
    const property = await h.call("GET", `/tenant/v1/properties/${deed.deedNumber}`);
    expect(property.body.data).toMatchObject({
      id: found.body.data.property_id,
      property_name: deed.propertyName,
    });
    expect(property.body.data.units).toHaveLength(deed.units.length);
    const again = await h.call("POST", "/tenant/v1/properties/search-deed/remote", { body });
    expect(again.body.data).toMatchObject({
      imported: false,
      property_id: found.body.data.property_id,
    });
  });

  it("syncs a property from the registry and reports the changes", async () => {
    // Seed: property 6 (index 5) has a renamed deed with an extra drivers' room in the registry.
    const before = (await h.call("GET", "/tenant/v1/properties?pagination[pageSize]=10")).body
      .data[5];
    const res = await h.call("POST", `/tenant/v1/properties/sync-deed/${before.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.property_name).toBe(`${before.property_name} (مجدد / Renewed)`);
    expect(res.body.data.units).toHaveLength(before.units.length + 1);
    expect(res.body.meta.changes).toEqual([
      { field: "property_name", from: before.property_name, to: res.body.data.property_name },
      { field: "units", action: "added", unit_number: "D1" },
    ]);
    const second = await h.call("POST", `/tenant/v1/properties/sync-deed/${before.id}`);
    expect(second.body.meta.changes).toEqual([]);
    expect((await h.call("POST", "/tenant/v1/properties/sync-deed/99999")).status).toBe(404);
    expect((await h.call("POST", "/tenant/v1/properties/sync-deed/x1")).status).toBe(400);
  });

  it("refuses to delete a property with an active contract; deletes one without", async () => {
    // Seed: property 1's first unit has an active contract.
    const blocked = await h.call("DELETE", "/tenant/v1/properties/1");
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.code).toBe("PROPERTY_HAS_ACTIVE_CONTRACTS");
    const target = (await h.call("GET", "/tenant/v1/properties?pagination[pageSize]=30")).body
      .data[25];
    const res = await h.call("DELETE", `/tenant/v1/properties/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: target.id,
      deleted: true,
      units_deleted: target.units.length,
    });
    expect((await h.call("GET", `/tenant/v1/properties/${target.document_number}`)).status).toBe(
      404,
    );
    expect((await h.call("GET", `/tenant/v1/units/${target.units[0].id}`)).status).toBe(404);
    expect((await h.call("DELETE", `/tenant/v1/properties/${target.id}`)).status).toBe(404);
  });
});
