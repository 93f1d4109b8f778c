import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabaseKinds } from "@/test/databases";

import { type Harness, START_TIMEOUT, startHarness } from "./harness";

const unitBody = {
  unit_number: "A-1",
  floor_number: 2,
  rooms: 4,
  unit_usage: "residential_families",
  unit_type: "apartment",
  area: 140.5,
  amenities_bedrooms: 3,
  amenities_bathrooms_full: 2,
};

const partyBody = {
  id_number: "1016690206",
  full_name: "سارة محمد القحطاني",
  phone_number: "+966501234567",
  date_of_birth: "1990-05-17",
  date_of_birth_hijri: "1410-10-22",
  region_id: 1,
  city_id: 3,
};

describe.each(testDatabaseKinds())("units and parties (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, "units");
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  it("reads and replaces a unit", async () => {
    const before = await h.call("GET", "/tenant/v1/units/3");
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ id: 3, property_id: 1 });
    const res = await h.call("PUT", "/tenant/v1/units/3", { body: unitBody });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: 3, property_id: 1, ...unitBody });
    expect((await h.call("GET", "/tenant/v1/units/3")).body.data).toEqual(res.body.data);
    // PUT replaces: optional fields left out are cleared.
    const { area: _a, amenities_bedrooms: _b, ...required } = unitBody;
    const cleared = await h.call("PUT", "/tenant/v1/units/3", { body: required });
    expect(cleared.body.data).toMatchObject({ area: null, amenities_bedrooms: null });
  });

  it("refuses every documented unit rule with 400, naming each field", async () => {
    const res = await h.call("PUT", "/tenant/v1/units/3", {
      body: {
        ...unitBody,
        rooms: 0,
        amenities_bedrooms: 11,
        amenities_bathrooms_full: -1,
        unit_usage: "office",
        unit_type: "castle",
        floor_number: 1.5,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      "amenities_bathrooms_full",
      "amenities_bedrooms",
      "floor_number",
      "rooms",
      "unit_type",
      "unit_usage",
    ]);
    const missing = await h.call("PUT", "/tenant/v1/units/3", { body: {} });
    expect(Object.keys(missing.body.error.details.fields).sort()).toEqual([
      "floor_number",
      "rooms",
      "unit_number",
      "unit_type",
      "unit_usage",
    ]);
    // Edges that pass: rooms 1, bedrooms 0 and 10.
    const edge = await h.call("PUT", "/tenant/v1/units/3", {
      body: { ...unitBody, rooms: 1, amenities_bedrooms: 10, amenities_bathrooms_full: 0 },
    });
    expect(edge.status).toBe(200);
  });

  it("keeps unit numbers unique within a property, also under concurrent updates", async () => {
    const sibling = (await h.call("GET", "/tenant/v1/units/4")).body.data;
    expect(sibling.property_id).toBe(1);
    const dup = await h.call("PUT", "/tenant/v1/units/4", {
      body: { ...unitBody, unit_number: "A-1" },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.code).toBe("DUPLICATE_UNIT_NUMBER");
    expect(dup.body.error.details.fields.unit_number).toBeDefined();
    const both = await Promise.all(
      [1, 2].map(() =>
        h.call("PUT", "/tenant/v1/units/2", { body: { ...unitBody, unit_number: "Z-9" } }),
      ),
    );
    const race = await Promise.all([
      h.call("PUT", "/tenant/v1/units/1", { body: { ...unitBody, unit_number: "R-1" } }),
      h.call("PUT", "/tenant/v1/units/4", { body: { ...unitBody, unit_number: "R-1" } }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]); // same unit, same number: fine
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("404s unknown units and 400s non-integer ids", async () => {
    expect((await h.call("GET", "/tenant/v1/units/999999")).status).toBe(404);
    expect((await h.call("PUT", "/tenant/v1/units/999999", { body: unitBody })).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5"]) {
      const res = await h.call("GET", `/tenant/v1/units/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.error.details.fields.unit_id).toBeDefined();
    }
  });

  it("404s ids beyond its integer columns on every id path, as for any unknown id", async () => {
    // Issue 34's property-based suite: 10000000000 passes the interface's pattern and made the
    // query overflow the column (500).
    const paths: [string, string, unknown][] = [
      ["GET", "/tenant/v1/units/{id}", undefined],
      ["PUT", "/tenant/v1/units/{id}", unitBody],
      ["PUT", "/tenant/v1/contracts/{id}", {}],
      ["DELETE", "/tenant/v1/contracts/{id}", undefined],
      ["DELETE", "/tenant/v1/properties/{id}", undefined],
      ["POST", "/tenant/v1/properties/sync-deed/{id}", undefined],
      [
        "PUT",
        "/tenant/v1/parties/{id}",
        { id_number: "1016690206", full_name: "x", phone_number: "+966501234567" },
      ],
    ];
    for (const id of ["2147483648", "10000000000", "9007199254740991"])
      for (const [method, path, body] of paths) {
        const res = await h.call(method, path.replace("{id}", id), body ? { body } : {});
        expect(res.status, `${method} ${path} ${id}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.error.code).toBe("NOT_FOUND");
      }
    // ...and references in a body: no such region or city (400), never an overflow.
    const party = await h.call("PUT", "/tenant/v1/parties/1", {
      body: {
        id_number: "1016690206",
        full_name: "x",
        phone_number: "+966501234567",
        region_id: 2 ** 31,
        city_id: 2 ** 32,
      },
    });
    expect(party.status, JSON.stringify(party.body)).toBe(400);
    expect(party.body.error.code).toBe("UNKNOWN_REFERENCE");
    expect(Object.keys(party.body.error.details.fields).sort()).toEqual(["city_id", "region_id"]);
  });

  it("searches parties by name (Arabic), ID number and phone, with pagination", async () => {
    const page = await h.call(
      "GET",
      "/tenant/v1/parties/search-party?pagination[pageSize]=5&sort=full_name:asc",
    );
    expect(page.body.meta.pagination).toMatchObject({
      page: 1,
      pageSize: 5,
      total: 40,
      pageCount: 8,
    });
    const someone = page.body.data[0];
    expect(someone.phone_number).toMatch(/^\+9665\d{8}$/);
    const family = someone.full_name.split(" ").at(-1);
    const byName = await h.call(
      "GET",
      `/tenant/v1/parties/search-party?filters[full_name][$contains]=${encodeURIComponent(family)}`,
    );
    expect(byName.body.data.length).toBeGreaterThan(0);
    for (const p of byName.body.data) expect(p.full_name).toContain(family);
    const byId = await h.call(
      "GET",
      `/tenant/v1/parties/search-party?filters[id_number][$contains]=${someone.id_number}`,
    );
    expect(byId.body.data).toEqual([someone]);
    const byPhone = await h.call(
      "GET",
      `/tenant/v1/parties/search-party?filters[phone_number][$contains]=${encodeURIComponent(someone.phone_number.slice(4))}`,
    );
    expect(byPhone.body.data.map((p: { id: number }) => p.id)).toContain(someone.id);
  });

  it("replaces a party, and refuses invalid fields by name", async () => {
    const res = await h.call("PUT", "/tenant/v1/parties/7", { body: partyBody });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: 7, ...partyBody });
    const bad = await h.call("PUT", "/tenant/v1/parties/7", {
      body: {
        ...partyBody,
        phone_number: "0501234567",
        date_of_birth: "2025-02-30",
        date_of_birth_hijri: "1445-13-01",
        region_id: "1",
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual([
      "date_of_birth",
      "date_of_birth_hijri",
      "phone_number",
      "region_id",
    ]);
    const missing = await h.call("PUT", "/tenant/v1/parties/7", { body: { full_name: "" } });
    expect(Object.keys(missing.body.error.details.fields).sort()).toEqual([
      "full_name",
      "id_number",
      "phone_number",
    ]);
  });

  it("checks region/city references and unique ID numbers", async () => {
    const wrongCity = await h.call("PUT", "/tenant/v1/parties/8", {
      body: { ...partyBody, id_number: "2000000008", region_id: 2, city_id: 3 },
    });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.error.details.fields.city_id).toBeDefined();
    const unknown = await h.call("PUT", "/tenant/v1/parties/8", {
      body: { ...partyBody, id_number: "2000000008", region_id: 99 },
    });
    expect(unknown.body.error.details.fields.region_id).toBeDefined();
    const taken = await h.call("PUT", "/tenant/v1/parties/8", { body: partyBody });
    expect(taken.status).toBe(400);
    expect(taken.body.error.code).toBe("DUPLICATE_ID_NUMBER");
    expect(
      (await h.call("PUT", "/tenant/v1/parties/99999", { body: { ...partyBody, id_number: "9" } }))
        .status,
    ).toBe(404);
    expect((await h.call("PUT", "/tenant/v1/parties/x", { body: partyBody })).status).toBe(400);
  });
});
