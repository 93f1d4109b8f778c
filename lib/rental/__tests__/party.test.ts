import { describe, expect, it } from "vitest";

import { partyUpdateSchema } from "@/lib/rental/party";
import { failingFields } from "./helpers";

const valid = { id_number: "1016690206", full_name: "محمد العتيبي", phone_number: "+966501234567" };

describe("party update", () => {
  it("accepts the required fields and names each missing one", () => {
    expect(failingFields(partyUpdateSchema, valid)).toEqual([]);
    expect(failingFields(partyUpdateSchema, {})).toEqual([
      "full_name",
      "id_number",
      "phone_number",
    ]);
  });

  it("wants the phone number with its country code", () => {
    expect(failingFields(partyUpdateSchema, { ...valid, phone_number: "0501234567" })).toEqual([
      "phone_number",
    ]);
    expect(failingFields(partyUpdateSchema, { ...valid, phone_number: "+4915112345678" })).toEqual(
      [],
    );
    expect(
      failingFields(partyUpdateSchema, { ...valid, phone_number: "+966 50 123 4567" }),
    ).toEqual([]);
  });

  it("reads Arabic-Indic digits in the ID number", () => {
    const result = partyUpdateSchema.parse({ ...valid, id_number: "١٠١٦٦٩٠٢٠٦" });
    expect(result.id_number).toBe("1016690206");
  });

  it("does not reject an ID that fails the Saudi checksum (that is a warning)", () => {
    expect(failingFields(partyUpdateSchema, { ...valid, id_number: "1016690207" })).toEqual([]);
  });

  it.each([
    ["2024-02-29", []],
    ["2025-02-29", ["date_of_birth"]],
    ["2025-02-30", ["date_of_birth"]],
    ["1990-13-01", ["date_of_birth"]],
    ["1990-1-1", ["date_of_birth"]],
    ["2999-01-01", ["date_of_birth"]],
  ])("Gregorian date of birth %s", (date_of_birth, fields) => {
    expect(failingFields(partyUpdateSchema, { ...valid, date_of_birth })).toEqual(fields);
  });

  it.each([
    // Umm al-Qura months have 29 or 30 days, from tables: Safar 1445 has 30, Muharram 1445 has 29.
    ["1445-02-30", []],
    ["1445-01-30", ["date_of_birth_hijri"]],
    ["1445-13-01", ["date_of_birth_hijri"]],
    ["1317-01-01", ["date_of_birth_hijri"]],
    ["1318-01-01", []],
    ["1500-12-01", []],
    ["1501-01-01", ["date_of_birth_hijri"]],
    ["١٤١٠-٠٥-١٢", []],
  ])("Hijri date of birth %s", (date_of_birth_hijri, fields) => {
    expect(failingFields(partyUpdateSchema, { ...valid, date_of_birth_hijri })).toEqual(fields);
  });

  it("wants whole positive region and city ids", () => {
    expect(failingFields(partyUpdateSchema, { ...valid, region_id: 0, city_id: 2.5 })).toEqual([
      "city_id",
      "region_id",
    ]);
    expect(failingFields(partyUpdateSchema, { ...valid, region_id: 1, city_id: 3 })).toEqual([]);
  });
});
