import { and, eq, gte, inArray, lte, max, ne } from "drizzle-orm";

import { isStoredId } from "@/lib/rental/record-id";
import {
  type ContractCreate,
  type ContractUpdate,
  MAX_CONTRACT_YEARS,
} from "@/lib/rental/contract";

import type { ServiceDb } from "../db/open";
import { contracts, parties, units } from "../db/schema";
import { ApiError, fieldError, notFound } from "../http/errors";
import { addDays, durationFor, endForDuration } from "./contract-dates";
import { contractRecord, contractStatus } from "./records";

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

/** A unit holds one contract at a time: periods of draft/active contracts may not overlap. */
async function assertUnitFree(tx: Tx, unitId: number, start: string, end: string, except = 0) {
  const clash = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.unitId, unitId),
        ne(contracts.state, "terminated"),
        ne(contracts.id, except),
        lte(contracts.startDate, end),
        gte(contracts.endDate, start),
      ),
    );
  if (clash.length) {
    throw new ApiError(
      400,
      "UNIT_ALREADY_LEASED",
      "The unit has another contract in this period.",
      {
        fields: { unit_id: ["The unit has another contract in this period"] },
        contract_ids: clash.map((c) => c.id),
      },
    );
  }
}

/**
 * The interface creates a contract without dates and sets them with a PUT, so a renewal or a
 * future lease of a leased unit must be creatable: the contract takes the first period of
 * `duration` years, from today on, that no draft/active contract of the unit overlaps (the day
 * after the last one ends). The PUT then checks the dates the person chose (assertUnitFree).
 */
async function firstFreePeriod(tx: Tx, unitId: number, today: string, duration: number) {
  let start = today;
  for (;;) {
    const end = endForDuration(start, duration);
    const [latest] = await tx
      .select({ end: max(contracts.endDate) })
      .from(contracts)
      .where(
        and(
          eq(contracts.unitId, unitId),
          ne(contracts.state, "terminated"),
          lte(contracts.startDate, end),
          gte(contracts.endDate, start),
        ),
      );
    if (!latest?.end) return { start, end };
    start = addDays(latest.end, 1);
  }
}

/** Every party must exist; that lessor and tenant differ, contractCreateSchema has checked. */
async function checkParties(tx: Tx, list: ContractCreate["parties"]) {
  const fields: Record<string, string[]> = {};
  // An id beyond the integer column is no party (and would overflow the query's parameter).
  const ids = [...new Set(list.map((p) => p.id))].filter(isStoredId);
  const found = ids.length
    ? await tx.select({ id: parties.id }).from(parties).where(inArray(parties.id, ids))
    : [];
  const known = new Set(found.map((p) => p.id));
  list.forEach((p, i) => {
    if (!known.has(p.id)) fields[`parties.${i}.id`] = ["No party with this id"];
  });
  if (Object.keys(fields).length) {
    throw fieldError("UNKNOWN_REFERENCE", "The contract's parties are not valid.", fields);
  }
}

/**
 * POST contracts: runs `duration` years from today (Riyadh), so it is created `active`; on a leased
 * unit, from the day after its last contract ends (a `draft` until then).
 */
export async function createContract(db: ServiceDb, body: ContractCreate, today: string) {
  const asNumber = /^[1-9]\d{0,15}$/.test(body.unit_id) ? Number(body.unit_id) : 0;
  const unitId = isStoredId(asNumber) ? asNumber : null;
  return db.transaction(async (tx) => {
    // The row lock on the unit serialises contract creation for one unit.
    const [unit] = unitId
      ? await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for("update")
      : [];
    if (!unit) {
      throw fieldError("UNKNOWN_REFERENCE", "The contract's unit does not exist.", {
        unit_id: ["No unit with this id"],
      });
    }
    await checkParties(tx, body.parties);
    const { start, end } = await firstFreePeriod(tx, unit.id, today, body.duration);
    const [row] = await tx
      .insert(contracts)
      .values({
        startDate: start,
        endDate: end,
        duration: body.duration,
        contractType: body.contract_type,
        unitId: unit.id,
        parties: body.parties,
        totalUnitsRent: body.rental_fee.total_units_rent,
        billingType: body.rental_fee.billing_type,
        terms: body.terms ?? null,
      })
      .returning();
    return contractRecord(row!, today);
  });
}

async function lockContract(tx: Tx, id: number) {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
  if (!row) throw notFound("contract", id);
  return row;
}

/** PUT contracts/{id}: new dates for a draft or active contract; its status follows them. */
export async function updateContract(
  db: ServiceDb,
  id: number,
  body: ContractUpdate,
  today: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, id);
    const status = contractStatus(row, today);
    if (status === "expired" || status === "terminated") {
      throw new ApiError(400, "CONTRACT_NOT_EDITABLE", `A ${status} contract cannot be changed.`, {
        status,
      });
    }
    const start = body.start_date ?? row.startDate;
    const end = body.end_date ?? row.endDate;
    if (end <= start) {
      const field = body.end_date ? "end_date" : "start_date";
      throw fieldError("VALIDATION_FAILED", "The end date must be after the start date.", {
        [field]: ["The end date must be after the start date"],
      });
    }
    if (endForDuration(start, MAX_CONTRACT_YEARS) < end) {
      throw fieldError("VALIDATION_FAILED", "A contract runs at most 30 years.", {
        end_date: [`At most ${MAX_CONTRACT_YEARS} years after the start date`],
      });
    }
    await tx.select({ id: units.id }).from(units).where(eq(units.id, row.unitId)).for("update");
    await assertUnitFree(tx, row.unitId, start, end, row.id);
    const [updated] = await tx
      .update(contracts)
      .set({
        startDate: start,
        endDate: end,
        duration: durationFor(start, end),
        updatedAt: new Date(),
      })
      .where(eq(contracts.id, id))
      .returning();
    return contractRecord(updated!, today);
  });
}

/** DELETE contracts/{id}: a draft is removed; an active contract is terminated as of today. */
export async function deleteContract(db: ServiceDb, id: number, today: string) {
  return db.transaction(async (tx) => {
    const row = await lockContract(tx, id);
    const status = contractStatus(row, today);
    if (status === "draft") {
      await tx.delete(contracts).where(eq(contracts.id, id));
      return { id, result: "deleted" as const, contract: null };
    }
    if (status === "active") {
      const [updated] = await tx
        .update(contracts)
        .set({
          state: "terminated",
          terminatedAt: new Date(),
          endDate: today,
          updatedAt: new Date(),
        })
        .where(eq(contracts.id, id))
        .returning();
      return { id, result: "terminated" as const, contract: contractRecord(updated!, today) };
    }
    throw new ApiError(400, "CONTRACT_NOT_DELETABLE", `A ${status} contract cannot be deleted.`, {
      status,
    });
  });
}
