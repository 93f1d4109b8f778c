import { describe, expect, it } from "vitest";

import {
  contractCreateRequestSchema,
  contractCreateSchema,
  contractUpdateSchema,
} from "@/lib/rental/contract";
import { failingFields, validContract as valid } from "./helpers";

describe("contract create", () => {
  it("accepts the required fields, with and without terms", () => {
    expect(failingFields(contractCreateSchema, valid)).toEqual([]);
    expect(
      failingFields(contractCreateSchema, {
        ...valid,
        terms: { residential_auto_renewal: 0, notice_period_in_days: 30, other_term: "kept" },
      }),
    ).toEqual([]);
  });

  it("keeps undocumented members of terms", () => {
    const parsed = contractCreateSchema.parse({ ...valid, terms: { extra: 1 } });
    expect(parsed.terms).toEqual({ extra: 1 });
  });

  it("names every missing required field", () => {
    expect(failingFields(contractCreateSchema, {})).toEqual([
      "contract_type",
      "duration",
      "parties",
      "rental_fee",
      "unit_id",
    ]);
  });

  it.each([
    [0, ["duration"]],
    [1, []],
    [30, []],
    [31, ["duration"]],
    [1.5, ["duration"]],
  ])("duration %s years", (duration, fields) => {
    expect(failingFields(contractCreateSchema, { ...valid, duration })).toEqual(fields);
  });

  it("allows only residential or commercial", () => {
    expect(failingFields(contractCreateSchema, { ...valid, contract_type: "commercial" })).toEqual(
      [],
    );
    expect(failingFields(contractCreateSchema, { ...valid, contract_type: "industrial" })).toEqual([
      "contract_type",
    ]);
  });

  it("needs a lessor and a tenant, each with an integer id", () => {
    expect(
      failingFields(contractCreateSchema, { ...valid, parties: [{ role: "lessor", id: 1 }] }),
    ).toEqual(["parties"]);
    expect(
      failingFields(contractCreateSchema, {
        ...valid,
        parties: [
          { role: "lessor", id: "1" },
          { role: "tenant", id: 2 },
        ],
      }),
    ).toEqual(["parties.0.id"]);
  });

  it("refuses one party as both lessor and tenant, at the tenant's id (form, BFF and service)", () => {
    const same = (parties: { role: string; id: number }[]) => ({ ...valid, parties });
    for (const schema of [contractCreateSchema, contractCreateRequestSchema]) {
      expect(
        failingFields(
          schema,
          same([
            { role: "lessor", id: 7 },
            { role: "tenant", id: 7 },
          ]),
        ),
      ).toEqual(["parties.1.id"]);
      expect(
        failingFields(
          schema,
          same([
            { role: "tenant", id: 7 },
            { role: "lessor", id: 7 },
          ]),
        ),
      ).toEqual(["parties.0.id"]);
    }
    const result = contractCreateSchema.safeParse(
      same([
        { role: "lessor", id: 7 },
        { role: "tenant", id: 7 },
      ]),
    );
    expect(result.error?.issues.map((i) => i.message)).toEqual(["validation.tenantIsLessor"]);
    // Two lessors or two tenants that are one party are another matter (not this rule's).
    expect(
      failingFields(
        contractCreateSchema,
        same([
          { role: "lessor", id: 7 },
          { role: "lessor", id: 7 },
          { role: "tenant", id: 8 },
        ]),
      ),
    ).toEqual([]);
  });

  it("wants a positive rent and a billing type", () => {
    expect(
      failingFields(contractCreateSchema, {
        ...valid,
        rental_fee: { total_units_rent: 0, billing_type: "" },
      }),
    ).toEqual(["rental_fee.billing_type", "rental_fee.total_units_rent"]);
  });
});

describe("contract update", () => {
  it("takes either date, both, or none", () => {
    expect(failingFields(contractUpdateSchema, {})).toEqual([]);
    expect(failingFields(contractUpdateSchema, { start_date: "2026-01-01" })).toEqual([]);
    expect(
      failingFields(contractUpdateSchema, { start_date: "2026-01-01", end_date: "2027-01-01" }),
    ).toEqual([]);
  });

  it("refuses dates that do not exist and an end before the start", () => {
    expect(failingFields(contractUpdateSchema, { start_date: "2026-02-30" })).toEqual([
      "start_date",
    ]);
    expect(
      failingFields(contractUpdateSchema, { start_date: "2026-05-01", end_date: "2026-05-01" }),
    ).toEqual(["end_date"]);
  });
});
