import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BILLING_TYPES } from "@/lib/rental/contract-kinds";
import { todayInRiyadh } from "@/lib/rental/dates";
import { testDatabaseKinds } from "@/test/databases";

import { addDays, endForDuration } from "../src/domain/contract-dates";
import { contractsOfState, freeUnit } from "./fixtures";
import { type Harness, START_TIMEOUT, startHarness } from "./harness";

const body = (unitId: number, over: Record<string, unknown> = {}) => ({
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id: String(unitId),
  rental_fee: { total_units_rent: 60000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 60 },
  ...over,
});

describe.each(testDatabaseKinds())("contracts (%s)", (kind) => {
  let h: Harness;
  const today = todayInRiyadh();
  beforeAll(async () => {
    h = await startHarness(kind, "contracts");
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  it("creates an active contract starting today", async () => {
    const unit = await freeUnit(h, 0);
    const res = await h.call("POST", "/tenant/v1/contracts", { body: body(unit, { duration: 2 }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "active",
      start_date: today,
      end_date: endForDuration(today, 2),
      duration: 2,
      unit_id: String(unit),
      contract_type: "residential",
      parties: body(unit).parties,
      rental_fee: { total_units_rent: 60000, billing_type: "monthly" },
      terms: { residential_auto_renewal: 0, notice_period_in_days: 60 },
    });
    expect(typeof res.body.data.id).toBe("number");
  });

  it("accepts each payment cycle the dashboard's form offers and stores it as given", async () => {
    // The interface documents `monthly` only; billing_type is any text of 1–50 characters here.
    for (const billing_type of [...BILLING_TYPES, "x".repeat(50)]) {
      const unit = await freeUnit(h, 0);
      const fee = { total_units_rent: 60000, billing_type };
      const res = await h.call("POST", "/tenant/v1/contracts", {
        body: body(unit, { rental_fee: fee }),
      });
      expect(res.status, billing_type).toBe(200);
      expect(res.body.data.rental_fee).toEqual(fee);
    }
    const unit = await freeUnit(h, 0);
    const tooLong = { total_units_rent: 60000, billing_type: "x".repeat(51) };
    const res = await h.call("POST", "/tenant/v1/contracts", {
      body: body(unit, { rental_fee: tooLong }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields)).toEqual(["rental_fee.billing_type"]);
  });

  it("places a contract on a leased unit after its current one, also when several race", async () => {
    // The interface creates a contract without dates (they follow in a PUT): a renewal or a
    // future lease of a leased unit begins the day after the unit's last contract ends.
    const unit = await freeUnit(h, 1);
    const results = await Promise.all(
      [0, 1, 2].map(() => h.call("POST", "/tenant/v1/contracts", { body: body(unit) })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const periods = results
      .map((r) => r.body.data as { start_date: string; end_date: string; status: string })
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(periods[0]).toMatchObject({ start_date: today, status: "active" });
    expect(periods[1]).toMatchObject({
      start_date: addDays(periods[0]!.end_date, 1),
      status: "draft",
    });
    expect(periods[2]).toMatchObject({
      start_date: addDays(periods[1]!.end_date, 1),
      status: "draft",
    });
  });

  it("still refuses dates that overlap another contract of the unit", async () => {
    const unit = await freeUnit(h, 2);
    const first = await h.call("POST", "/tenant/v1/contracts", { body: body(unit) });
    const second = await h.call("POST", "/tenant/v1/contracts", { body: body(unit) });
    const moved = await h.call("PUT", `/tenant/v1/contracts/${second.body.data.id}`, {
      body: { start_date: addDays(first.body.data.end_date, -10) },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.code).toBe("UNIT_ALREADY_LEASED");
    expect(moved.body.error.details.fields.unit_id).toBeDefined();
    expect(moved.body.error.details.contract_ids).toEqual([first.body.data.id]);
  });

  it("refuses invalid bodies with every failing field named", async () => {
    const res = await h.call("POST", "/tenant/v1/contracts", {
      body: {
        duration: 0,
        contract_type: "lease",
        parties: [{ role: "tenant", id: "x" }],
        rental_fee: { total_units_rent: -5 },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual([
      "contract_type",
      "duration",
      "parties.0.id",
      "rental_fee.billing_type",
      "rental_fee.total_units_rent",
      "unit_id",
    ]);
    const missing = await h.call("POST", "/tenant/v1/contracts", { body: {} });
    expect(Object.keys(missing.body.error.details.fields).sort()).toEqual([
      "contract_type",
      "duration",
      "parties",
      "rental_fee",
      "unit_id",
    ]);
  });

  it("refuses unknown units and parties (400, field named)", async () => {
    const unit = await freeUnit(h, 2);
    const noUnit = await h.call("POST", "/tenant/v1/contracts", { body: body(999999) });
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.error.details.fields.unit_id).toBeDefined();
    const notNumeric = await h.call("POST", "/tenant/v1/contracts", {
      body: { ...body(1), unit_id: "U-1" },
    });
    expect(notNumeric.body.error.details.fields.unit_id).toBeDefined();
    const noParty = await h.call("POST", "/tenant/v1/contracts", {
      body: body(unit, {
        parties: [
          { role: "lessor", id: 1 },
          { role: "tenant", id: 99999 },
        ],
      }),
    });
    expect(noParty.status).toBe(400);
    expect(Object.keys(noParty.body.error.details.fields)).toEqual(["parties.1.id"]);
  });

  it("refuses references beyond its integer columns as unknown, never 500", async () => {
    // Issue 34: ids the interface allows but no integer column holds.
    const unit = await freeUnit(h, 2);
    const bigUnit = await h.call("POST", "/tenant/v1/contracts", { body: body(2 ** 31) });
    expect(bigUnit.status, JSON.stringify(bigUnit.body)).toBe(400);
    expect(bigUnit.body.error.details.fields.unit_id).toBeDefined();
    const bigParty = await h.call("POST", "/tenant/v1/contracts", {
      body: body(unit, {
        parties: [
          { role: "lessor", id: 2 ** 31 },
          { role: "tenant", id: 2 ** 53 - 1 },
        ],
      }),
    });
    expect(bigParty.status, JSON.stringify(bigParty.body)).toBe(400);
    expect(Object.keys(bigParty.body.error.details.fields)).toEqual([
      "parties.0.id",
      "parties.1.id",
    ]);
  });

  it("refuses one party as both lessor and tenant, in the dashboard's words", async () => {
    const unit = await freeUnit(h, 2);
    const res = await h.call("POST", "/tenant/v1/contracts", {
      body: body(unit, {
        parties: [
          { role: "lessor", id: 1 },
          { role: "tenant", id: 1 },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.details.fields).toEqual({
      "parties.1.id": ["The tenant must be someone other than the lessor"],
    });
  });

  it("changes dates: a future start makes a draft; end before start is refused", async () => {
    const unit = await freeUnit(h, 3);
    const created = (await h.call("POST", "/tenant/v1/contracts", { body: body(unit) })).body.data;
    const start = addDays(today, 30);
    const moved = await h.call("PUT", `/tenant/v1/contracts/${created.id}`, {
      body: { start_date: start, end_date: endForDuration(start, 3) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: "draft", start_date: start, duration: 3 });
    const backwards = await h.call("PUT", `/tenant/v1/contracts/${created.id}`, {
      body: { end_date: addDays(start, -1) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details.fields.end_date).toBeDefined();
    const nonexistent = await h.call("PUT", `/tenant/v1/contracts/${created.id}`, {
      body: { start_date: "2025-02-30", end_date: "2026-13-01" },
    });
    expect(Object.keys(nonexistent.body.error.details.fields).sort()).toEqual([
      "end_date",
      "start_date",
    ]);
    // DELETE removes a draft entirely.
    const removed = await h.call("DELETE", `/tenant/v1/contracts/${created.id}`);
    expect(removed.body.data).toEqual({ id: created.id, result: "deleted", contract: null });
    expect((await h.call("DELETE", `/tenant/v1/contracts/${created.id}`)).status).toBe(404);
  });

  it("terminates an active contract on DELETE; terminated/expired ones cannot change", async () => {
    const unit = await freeUnit(h, 4);
    const created = (await h.call("POST", "/tenant/v1/contracts", { body: body(unit) })).body.data;
    const res = await h.call("DELETE", `/tenant/v1/contracts/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, result: "terminated" });
    expect(res.body.data.contract).toMatchObject({ status: "terminated", end_date: today });
    const edit = await h.call("PUT", `/tenant/v1/contracts/${created.id}`, {
      body: { end_date: addDays(today, 100) },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.code).toBe("CONTRACT_NOT_EDITABLE");
    const again = await h.call("DELETE", `/tenant/v1/contracts/${created.id}`);
    expect(again.body.error.code).toBe("CONTRACT_NOT_DELETABLE");
    // Seeded: an expired contract (active state, end date in the past).
    const expired = (await contractsOfState(h, "active")).find((c) => c.endDate < today)!;
    const refused = await h.call("DELETE", `/tenant/v1/contracts/${expired.id}`);
    expect(refused.body.error).toMatchObject({
      code: "CONTRACT_NOT_DELETABLE",
      details: { status: "expired" },
    });
    // The unit is free again once its contract is terminated.
    const next = await h.call("POST", "/tenant/v1/contracts", { body: body(unit) });
    expect(next.status).toBe(200);
    expect(next.body.data.status).toBe("active");
  });

  it("404s unknown contracts and 400s non-integer ids", async () => {
    expect((await h.call("PUT", "/tenant/v1/contracts/999999", { body: {} })).status).toBe(404);
    expect((await h.call("DELETE", "/tenant/v1/contracts/999999")).status).toBe(404);
    const bad = await h.call("DELETE", "/tenant/v1/contracts/abc");
    expect(bad.body.error.details.fields.contract_id).toBeDefined();
  });
});
