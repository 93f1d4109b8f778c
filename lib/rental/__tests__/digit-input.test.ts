import { describe, expect, it } from "vitest";

import { deedRemoteSearchSchema } from "@/lib/rental/deed";
import { contractCreateSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { validContract } from "./helpers";
import { normaliseDigits, normaliseNumberText } from "@/lib/rental/digits";
import { pathId } from "@/lib/rental/fields";
import {
  parseQueryString,
  partySearchQuerySchema,
  propertyListQuerySchema,
} from "@/lib/rental/list-query";
import { partyUpdateSchema } from "@/lib/rental/party";
import { unitUpdateSchema } from "@/lib/rental/unit";
import { registerListQuerySchema } from "@/lib/contracts/schemas";
import { auditListQuerySchema } from "@/lib/users/audit-schemas";

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits are accepted wherever digits are typed: IDs, deed
// numbers, phones, dates, unit numbers and ids, path ids, and the searches that match digits.

describe("digit sets", () => {
  it("reads Arabic-Indic and Persian digits as ASCII and leaves the rest", () => {
    expect(normaliseDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normaliseDigits("شقة ١٠١-B")).toBe("شقة 101-B");
  });

  it("reads numbers typed with Arabic or Latin separators", () => {
    expect(normaliseNumberText("١٢٬٥٠٠٫٥")).toBe("12500.5");
    expect(normaliseNumberText("۶۰٬۰۰۰")).toBe("60000");
    expect(normaliseNumberText("60,000.25")).toBe("60000.25");
    expect(normaliseNumberText("1 200")).toBe("1200");
  });
});

describe("request schemas take either digit set", () => {
  it("party: ID number, phone and both dates of birth", () => {
    const parsed = partyUpdateSchema.parse({
      id_number: "۱۰۱۶۶۹۰۲۰۶",
      full_name: "نورة",
      phone_number: "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧",
      date_of_birth: "۱۹۹۰-۰۵-۱۷",
      date_of_birth_hijri: "١٤١٠-١٠-٢٢",
    });
    expect(parsed).toMatchObject({
      id_number: "1016690206",
      phone_number: "+966501234567",
      date_of_birth: "1990-05-17",
      date_of_birth_hijri: "1410-10-22",
    });
  });

  it("remote deed search: owner ID and Hijri date", () => {
    const parsed = deedRemoteSearchSchema.parse({
      deed_id: 510100000003,
      owner_id: "١٤٢٢٣٨٥٤٨٢",
      date: "۱۴۲۵-۰۳-۲۱",
    });
    expect(parsed).toMatchObject({ owner_id: "1422385482", date: "1425-03-21" });
  });

  it("contract: unit id and dates", () => {
    const create = contractCreateSchema.parse({ ...validContract, unit_id: "١٢" });
    expect(create.unit_id).toBe("12");
    expect(
      contractUpdateSchema.parse({ start_date: "٢٠٢٧-٠١-٠١", end_date: "۲۰۲۸-۰۱-۰۱" }),
    ).toEqual({ start_date: "2027-01-01", end_date: "2028-01-01" });
  });

  it("unit: unit number", () => {
    const unit = unitUpdateSchema.parse({
      unit_number: "٣٠١",
      floor_number: 3,
      rooms: 2,
      unit_usage: "residential_families",
      unit_type: "apartment",
    });
    expect(unit.unit_number).toBe("301");
  });

  it("path ids", () => {
    expect(pathId.parse("١٢")).toBe(12);
    expect(pathId.parse("۱۲")).toBe(12);
    expect(pathId.safeParse("١٢x").success).toBe(false);
  });
});

describe("searches over digits take either digit set", () => {
  it("party search by ID number or phone, but not by name", () => {
    const byId = partySearchQuerySchema.parse(
      parseQueryString("filters[id_number][$contains]=%D9%A1%D9%A0%D9%A1%D9%A6"), // ١٠١٦
    );
    expect(byId.filters?.id_number?.$contains).toBe("1016");
    const byPhone = partySearchQuerySchema.parse({
      filters: { phone_number: { $contains: "۵۰۱۲" } },
    });
    expect(byPhone.filters?.phone_number?.$contains).toBe("5012");
    // A name keeps what was typed: Arabic-aware name matching is the search's own normalisation.
    const byName = partySearchQuerySchema.parse({ filters: { full_name: { $contains: "برج ١" } } });
    expect(byName.filters?.full_name?.$contains).toBe("برج ١");
    expect(
      propertyListQuerySchema.parse({ filters: { property_name: { $contains: "١" } } }).filters,
    ).toEqual({ property_name: { $contains: "١" } });
  });

  it("contract register: unit, party and ending dates", () => {
    const query = registerListQuerySchema.parse({
      unit: "١٢,۱۳",
      party: "٧",
      endingBefore: "٢٠٢٧-٠١-٠١",
      endingAfter: "۲۰۲۶-۰۱-۰۱",
    });
    expect(query).toMatchObject({
      unit: ["12", "13"],
      party: 7,
      endingBefore: "2027-01-01",
      endingAfter: "2026-01-01",
    });
  });

  it("audit log: days and target ids", () => {
    const query = auditListQuerySchema.parse({
      from: "٢٠٢٦-١١-٠١",
      to: "۲۰۲۶-۱۱-۲۲",
      targetId: "٤٢",
    });
    expect(query).toMatchObject({ from: "2026-11-01", to: "2026-11-22", targetId: "42" });
  });
});
