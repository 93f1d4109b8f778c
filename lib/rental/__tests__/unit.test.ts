import { describe, expect, it } from "vitest";

import { unitUpdateSchema, UNIT_TYPES } from "@/lib/rental/unit";
import { failingFields } from "./helpers";

const valid = {
  unit_number: "A-12",
  floor_number: 3,
  rooms: 4,
  unit_usage: "residential_families",
  unit_type: "apartment",
};

describe("unit update", () => {
  it("accepts the required fields alone and with every optional field", () => {
    expect(failingFields(unitUpdateSchema, valid)).toEqual([]);
    expect(
      failingFields(unitUpdateSchema, {
        ...valid,
        area: 120.5,
        amenities_bedrooms: 0,
        amenities_bathrooms_full: 10,
      }),
    ).toEqual([]);
  });

  it("names every missing required field", () => {
    expect(failingFields(unitUpdateSchema, {})).toEqual([
      "floor_number",
      "rooms",
      "unit_number",
      "unit_type",
      "unit_usage",
    ]);
  });

  it.each([
    [0, ["rooms"]],
    [1, []],
    [1.5, ["rooms"]],
  ])("rooms %s", (rooms, fields) => {
    expect(failingFields(unitUpdateSchema, { ...valid, rooms })).toEqual(fields);
  });

  it.each(["amenities_bedrooms", "amenities_bathrooms_full"])(
    "%s stays within 0 to 10",
    (field) => {
      expect(failingFields(unitUpdateSchema, { ...valid, [field]: -1 })).toEqual([field]);
      expect(failingFields(unitUpdateSchema, { ...valid, [field]: 0 })).toEqual([]);
      expect(failingFields(unitUpdateSchema, { ...valid, [field]: 10 })).toEqual([]);
      expect(failingFields(unitUpdateSchema, { ...valid, [field]: 11 })).toEqual([field]);
    },
  );

  it("accepts every documented unit type and no other", () => {
    for (const unit_type of UNIT_TYPES)
      expect(failingFields(unitUpdateSchema, { ...valid, unit_type })).toEqual([]);
    expect(failingFields(unitUpdateSchema, { ...valid, unit_type: "castle" })).toEqual([
      "unit_type",
    ]);
    expect(failingFields(unitUpdateSchema, { ...valid, unit_usage: "commercial" })).toEqual([
      "unit_usage",
    ]);
  });

  it("refuses strings where numbers are required and a blank unit number", () => {
    expect(
      failingFields(unitUpdateSchema, { ...valid, floor_number: "3", unit_number: "  " }),
    ).toEqual(["floor_number", "unit_number"]);
    expect(failingFields(unitUpdateSchema, { ...valid, area: 0 })).toEqual(["area"]);
  });
});
