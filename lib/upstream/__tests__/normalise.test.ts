import { describe, expect, it } from "vitest";

import {
  normaliseContract,
  normaliseProperty,
  normaliseRegion,
  normaliseUnit,
  readList,
  readPagination,
  readRecord,
} from "@/lib/upstream/normalise";

const unit = {
  id: 3,
  property_id: 1,
  unit_number: "A-1",
  floor_number: 2,
  rooms: 3,
  unit_usage: "residential_families",
  unit_type: "apartment",
};

describe("pagination", () => {
  it("reads Strapi style meta.pagination", () => {
    const body = {
      data: [unit],
      meta: { pagination: { page: 2, pageSize: 10, pageCount: 4, total: 31 } },
    };
    expect(readList(body, normaliseUnit).meta).toEqual({
      pagination: { page: 2, pageSize: 10, pageCount: 4, total: 31 },
    });
  });

  it("reads Laravel style meta (numbers or numeric strings) and drops its own keys", () => {
    const body = {
      data: [unit],
      links: { next: "x" },
      meta: {
        current_page: "3",
        per_page: 15,
        total: 40,
        last_page: 3,
        from: 31,
        to: 40,
        path: "/p",
      },
    };
    expect(readList(body, normaliseUnit).meta).toEqual({
      pagination: { page: 3, pageSize: 15, pageCount: 3, total: 40 },
    });
  });

  it("reads Laravel paginator keys at the top level", () => {
    const body = { data: [unit, unit], current_page: 1, per_page: 2, total: 5, last_page: 3 };
    expect(readList(body, normaliseUnit).meta.pagination).toEqual({
      page: 1,
      pageSize: 2,
      pageCount: 3,
      total: 5,
    });
  });

  it("computes what is missing, and treats a bare list as one page", () => {
    expect(readPagination({ total: 45, per_page: 20 }, {}, 20)).toEqual({
      page: 1,
      pageSize: 20,
      pageCount: 3,
      total: 45,
    });
    expect(readList([unit, unit], normaliseUnit)).toEqual({
      data: [
        { ...unit, area: null, amenities_bedrooms: null, amenities_bathrooms_full: null },
        { ...unit, area: null, amenities_bedrooms: null, amenities_bathrooms_full: null },
      ],
      meta: { pagination: { page: 1, pageSize: 2, pageCount: 1, total: 2 } },
    });
    expect(readList({ data: [] }, normaliseUnit).meta.pagination).toEqual({
      page: 1,
      pageSize: 1,
      pageCount: 1,
      total: 0,
    });
  });
});

describe("records", () => {
  it("defaults missing optional fields and drops extra ones", () => {
    const property = normaliseProperty({
      id: "9",
      deed_number: 4455,
      property_name: "Tower",
      owner_id: "1012345678",
      deed_date_hijri: "1445-01-01",
      internal_flag: true,
    });
    expect(property).toEqual({
      id: 9,
      document_number: "4455",
      property_name: "Tower",
      owner_id: "1012345678",
      deed_date_hijri: "1445-01-01",
      region_id: null,
      city_id: null,
      units: [],
    });
    // An upstream that does not tell when a deed was synced: absent, not "never".
    expect(property).not.toHaveProperty("synced_at");
  });

  it("keeps synced_at null (never synced) apart from absent (not told)", () => {
    const base = { id: 1, document_number: "1", property_name: "P", owner_id: "1" };
    const record = { ...base, deed_date_hijri: "1445-01-01" };
    expect(normaliseProperty({ ...record, synced_at: null }).synced_at).toBeNull();
    expect(normaliseProperty(record)).not.toHaveProperty("synced_at");
    const at = "2026-11-22T10:00:00.000Z";
    expect(normaliseProperty({ ...record, synced_at: at }).synced_at).toBe(at);
  });

  it("coerces numeric strings in nested records", () => {
    const region = normaliseRegion({
      id: 1,
      name: "Riyadh",
      name_ar: "الرياض",
      cities: [{ id: "7", name: "Riyadh", name_ar: "الرياض", extra: 1 }],
    });
    expect(region.cities).toEqual([{ id: 7, name: "Riyadh", name_ar: "الرياض" }]);
    const contract = normaliseContract({
      id: 12,
      status: "active",
      duration: "2",
      contract_type: "residential",
      parties: [{ role: "lessor", id: "4" }],
      unit_id: 3,
      rental_fee: { total_units_rent: "1500.50", billing_type: "monthly" },
    });
    expect(contract).toMatchObject({
      duration: 2,
      unit_id: "3",
      parties: [{ role: "lessor", id: 4 }],
      rental_fee: { total_units_rent: 1500.5 },
      start_date: null,
      end_date: null,
      terms: null,
    });
  });

  it("refuses a record without its identity as an invalid upstream response", () => {
    expect(() => normaliseUnit({ ...unit, id: undefined })).toThrow(
      expect.objectContaining({ kind: "invalid-response" }),
    );
    expect(() => readList({ data: { not: "a list" } }, normaliseUnit)).toThrow(
      expect.objectContaining({ kind: "invalid-response" }),
    );
  });

  it("reads a record from an envelope or bare; upstream's own meta is not passed on", () => {
    expect(readRecord({ data: unit, meta: { source: "local" } }, normaliseUnit).meta).toEqual({});
    expect(readRecord(unit, normaliseUnit).data.id).toBe(3);
  });
});

describe("results the interface leaves open", () => {
  it("reads a deed, filling what upstream leaves out and naming its source", async () => {
    const { readDeed } = await import("@/lib/upstream/normalise-results");
    expect(readDeed("registry")({ data: { deed_id: 77, owner_id: 1012345678 } })).toEqual({
      data: {
        document_number: "77",
        owner_id: "1012345678",
        deed_date_hijri: null,
        deed_date: null,
        property_id: null,
        property_name: null,
        region_id: null,
        city_id: null,
        source: "registry",
      },
      meta: {},
    });
    expect(() => readDeed("local")({ data: { owner_id: "1" } })).toThrow(
      expect.objectContaining({ kind: "invalid-response" }),
    );
  });

  it("reads a sync result without changes as none", async () => {
    const { readSync } = await import("@/lib/upstream/normalise-results");
    const property = { id: 1, document_number: "9", property_name: "P", owner_id: "1" };
    expect(readSync({ data: { ...property, deed_date_hijri: "1445-01-01" } }).meta).toEqual({
      changes: [],
      synced_at: null,
    });
  });

  it("reads deletions from the id asked for when upstream answers with nothing", async () => {
    const { readContractDeletion, readPropertyDeletion } =
      await import("@/lib/upstream/normalise-results");
    expect(readContractDeletion(null, 5).data).toEqual({
      id: 5,
      result: "deleted",
      contract: null,
    });
    expect(readPropertyDeletion({ data: true }, 8).data).toEqual({
      id: 8,
      document_number: null,
      deleted: true,
      units_deleted: null,
    });
    expect(() => readContractDeletion({ data: { result: "archived" } }, 5)).toThrow(
      expect.objectContaining({ kind: "invalid-response" }),
    );
  });

  it("passes our service's units count through, and null when a list has none", async () => {
    const { readPropertyList } = await import("@/lib/upstream/normalise");
    expect(readPropertyList({ data: [], meta: { units_total: "12" } }).meta.units_total).toBe(12);
    expect(readPropertyList({ data: [] }).meta.units_total).toBeNull();
  });
});

describe("keys named like Object.prototype's members", () => {
  it("takes no field from an upstream `__proto__` key (JSON.parse makes it an own key)", () => {
    const raw = JSON.parse(
      '{"id":1,"document_number":"1","property_name":"P","owner_id":"1","deed_date_hijri":"1445-01-01","__proto__":{"region_id":5,"synced_at":"2026-01-01T00:00:00.000Z"}}',
    ) as unknown;
    const property = normaliseProperty(raw);
    expect(property.region_id).toBeNull();
    expect(property).not.toHaveProperty("synced_at");
  });
});
