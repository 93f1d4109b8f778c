import { describe, expect, it } from "vitest";

import { isRenewable, renewalValues } from "./renewal-values";
import type { RegisterEntry } from "@/lib/contracts/register-queries";

const old: RegisterEntry = {
  id: 12,
  status: "active",
  start_date: "2027-03-01",
  end_date: "2028-02-29",
  duration: 1,
  contract_type: "commercial",
  parties: [
    { role: "lessor", id: 39 },
    { role: "tenant", id: 40 },
  ],
  unit_id: "117",
  rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 1, notice_period_in_days: 45, payment_day: 5 },
  decision_date: "2028-01-15",
  default_notice_days: null,
  renewal_of: null,
  renewed_as: null,
  deleted: false,
  created_by: "u1",
  updated_by: "u1",
  created_at: "2027-03-01T08:00:00.000Z",
  updated_at: "2027-03-01T08:00:00.000Z",
};

describe("renewalValues", () => {
  it("keeps the unit, parties, type, duration, rent, billing and terms", () => {
    expect(renewalValues(old)).toEqual({
      unit_id: "117",
      parties: [
        { role: "lessor", id: 39 },
        { role: "tenant", id: 40 },
      ],
      contract_type: "commercial",
      duration: 1,
      rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
      terms: { residential_auto_renewal: 1, notice_period_in_days: 45, payment_day: 5 },
    });
  });

  it("leaves the notice period empty and renewal off when the old contract set none", () => {
    const values = renewalValues({ ...old, terms: null });
    expect(values.terms).toEqual({ residential_auto_renewal: 0, notice_period_in_days: undefined });
  });

  it("copies the parties, so that changing the renewal leaves the old record alone", () => {
    const values = renewalValues(old);
    values.parties[1]!.id = 99;
    expect(old.parties[1]!.id).toBe(40);
  });
});

describe("isRenewable", () => {
  it("renews recorded contracts with an end date, not deleted ones, ones without an end or renewed ones", () => {
    expect(isRenewable(old)).toBe(true);
    expect(isRenewable({ ...old, status: "expired" })).toBe(true);
    expect(isRenewable({ ...old, renewal_of: 7 })).toBe(true);
    expect(isRenewable({ ...old, deleted: true })).toBe(false);
    expect(isRenewable({ ...old, end_date: null })).toBe(false);
    expect(isRenewable({ ...old, renewed_as: 43 })).toBe(false);
  });
});
