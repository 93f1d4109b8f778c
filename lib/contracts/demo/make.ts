import "server-only";

import { randomUUID } from "node:crypto";

import { describeError } from "@/lib/observability/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/observability/logger";
import { contractRecorders } from "@/lib/contracts/register";
import { contractCreateRequestSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { createContract, deleteContract, updateContract } from "@/lib/contracts/upstream";
import { UpstreamError } from "@/lib/upstream/errors";
import { recordedCall, type Caller } from "@/lib/upstream/recorded-call";

import {
  annualRentOf,
  findOwner,
  type DemoParty,
  type DemoUnit,
  type Materials,
} from "./materials";
import type { DemoContract, DemoRole } from "./plan";

// Makes the planned contracts as a person does in the wizard, through the same upstream
// functions, request schemas (the endpoint table's), register hooks and audit rows as the
// contract routes (recordedCall): the contract is created (upstream starts it today), then given
// its period (PUT dates), then, for two of them, terminated or deleted. A unit that turns out to
// be leased (upstream places the contract after the current one, or refuses it) is skipped for
// the next one; another refusal skips the contract; upstream trouble
// stops the making (every contract not made counts as failed).

export type Tally = { created: number; terminated: number; deleted: number; failed: number };
/** A contract made, and what it shows (its payment history follows from it: history.ts). */
export type MadeContract = { id: number; role: DemoRole };

const caller = (user: SessionUser): Caller => ({ user, requestId: randomUUID() });
const noQuery = { query: undefined } as const;

export async function makeContracts(
  plan: DemoContract[],
  materials: Materials,
  user: SessionUser,
): Promise<{ tally: Tally; made: MadeContract[] }> {
  const tally: Tally = { created: 0, terminated: 0, deleted: 0, failed: 0 };
  const made: MadeContract[] = [];
  const units = [...materials.units];
  const owners = new Map<string, Promise<DemoParty | null>>();
  const ownerOf = (unit: DemoUnit) => {
    if (!owners.has(unit.ownerIdNumber))
      owners.set(unit.ownerIdNumber, findOwner(user, unit.ownerIdNumber));
    return owners.get(unit.ownerIdNumber)!;
  };
  for (const [index, planned] of plan.entries()) {
    try {
      const id = await create(planned, index, units, materials.parties, ownerOf, user);
      if (id === null) {
        tally.failed++;
        continue;
      }
      tally.created++;
      made.push({ id, role: planned.role });
      await setPeriod(id, planned, user);
      if (planned.then !== "keep" && (await remove(id, user))) {
        tally[planned.then === "terminate" ? "terminated" : "deleted"]++;
      }
    } catch (error) {
      // Upstream trouble (not a refusal): the rest would fail alike.
      tally.failed = plan.length - tally.created;
      logger().warn({ err: describeError(error), made: tally.created }, "demo register: stopped");
      break;
    }
  }
  return { tally, made };
}

/** Creates the contract on the next free unit; null when upstream refuses it. */
async function create(
  planned: DemoContract,
  index: number,
  units: DemoUnit[],
  parties: DemoParty[],
  ownerOf: (unit: DemoUnit) => Promise<DemoParty | null>,
  user: SessionUser,
): Promise<number | null> {
  for (let unit = units.shift(); unit; unit = units.shift()) {
    const lessor = (await ownerOf(unit)) ?? parties[index % parties.length]!;
    const tenant = tenantFor(index, parties, lessor);
    const commercial = planned.contract_type === "commercial";
    const body = contractCreateRequestSchema.parse({
      duration: planned.years,
      contract_type: planned.contract_type,
      parties: [
        { role: "lessor", id: lessor.id },
        { role: "tenant", id: tenant.id },
      ],
      unit_id: String(unit.id),
      rental_fee: {
        total_units_rent: annualRentOf(unit, commercial) * planned.years,
        billing_type: "monthly",
      },
      terms: {
        residential_auto_renewal: index % 3 === 0 ? 1 : 0,
        notice_period_in_days: planned.notice_days,
      },
      // As the wizard sends them: the register learns the parties' names.
      party_id_numbers: [lessor, tenant].map((p) => ({ id: p.id, id_number: p.id_number })),
      // And the unit's property: the register learns the unit's number and the property's name.
      ...(unit.documentNumber ? { unit_document_number: unit.documentNumber } : {}),
    });
    const input = { params: undefined, ...noQuery, body };
    const outcome = await recordedCall(
      createContract,
      input,
      caller(user),
      contractRecorders.create,
    );
    if (outcome.ok) {
      const created = outcome.result.data;
      // On a leased unit the service places the contract after the current one (a draft):
      // this demo wants free units, so it takes that one back and tries the next unit.
      if (created.status !== "draft") return created.id;
      await remove(created.id, user);
      continue;
    }
    if (refusalCode(outcome.error) === "UNIT_ALREADY_LEASED") continue;
    if (refusalCode(outcome.error) === null) throw outcome.error;
    logger().warn(
      { role: planned.role, code: refusalCode(outcome.error) },
      "demo contract refused",
    );
    return null;
  }
  return null;
}

/** A tenant from the page of parties, spread over it, never the lessor. */
function tenantFor(index: number, parties: DemoParty[], lessor: DemoParty): DemoParty {
  const at = (index * 7 + 3) % parties.length;
  const tenant = parties[at]!;
  return tenant.id === lessor.id ? parties[(at + 1) % parties.length]! : tenant;
}

async function setPeriod(id: number, planned: DemoContract, user: SessionUser): Promise<void> {
  const { start_date, end_date } = planned;
  const body = contractUpdateSchema.parse({ start_date, end_date });
  const input = { params: { id }, ...noQuery, body };
  const outcome = await recordedCall(updateContract, input, caller(user), contractRecorders.update);
  if (outcome.ok) return;
  if (refusalCode(outcome.error) === null) throw outcome.error;
  // The contract stays as created (from today); the register shows it so.
  logger().warn(
    { contractId: id, code: refusalCode(outcome.error) },
    "demo contract: dates refused",
  );
}

async function remove(id: number, user: SessionUser): Promise<boolean> {
  const input = { params: { id }, ...noQuery, body: undefined };
  const outcome = await recordedCall(deleteContract, input, caller(user), contractRecorders.delete);
  if (outcome.ok) return true;
  if (refusalCode(outcome.error) === null) throw outcome.error;
  return false;
}

/** Upstream's code of a refusal (400/422), "" without one; null for anything else. */
function refusalCode(error: unknown): string | null {
  if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 422))
    return null;
  const body = error.body as { error?: { code?: unknown } } | undefined;
  return typeof body?.error?.code === "string" ? body.error.code : "";
}
