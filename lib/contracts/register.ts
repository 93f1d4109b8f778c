import "server-only";

import { describeError } from "@/lib/observability/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { knownParty, lookUpParties } from "@/lib/contracts/party-names";
import {
  flagContractDeleted,
  knownPartiesOf,
  learnParty,
  upsertContract,
} from "@/lib/contracts/store";
import { forgetRenewal } from "@/lib/contracts/renewal-store";
import type { PartyIdNumber } from "@/lib/rental/contract";
import type { Contract, Party, Property, Unit } from "@/lib/rental/records";
import type { ContractDeletion } from "@/lib/rental/results";
import type { After } from "@/lib/upstream/recorded-call";
import type { ContractEndpoints } from "./endpoints";
import { knownUnitsOf, lookUpUnit } from "./unit-names";
import { knownUnitFor, learnUnitFields, learnUnits } from "./unit-store";

// Called by the BFF after upstream has created, changed or deleted a contract, or updated a
// party. Like the audit log, a failure here is logged and never turns the upstream success into
// an error.

/**
 * Records the contract with what is known of its parties and unit: looked up now by the ID
 * numbers and the property's deed number sent with a new contract (party-names.ts,
 * unit-names.ts), else what the register learned before.
 */
export async function recordContract(
  contract: Contract,
  user: SessionUser,
  idNumbers: PartyIdNumber[] = [],
  unitDocumentNumber?: string,
): Promise<void> {
  try {
    const db = await getDb();
    const partyIds = contract.parties.map((p) => p.id);
    const [before, found, unitBefore, unitFound] = await Promise.all([
      knownPartiesOf(db, partyIds),
      lookUpParties(user, partyIds, idNumbers),
      knownUnitFor(db, contract.unit_id),
      unitDocumentNumber ? lookUpUnit(user, contract.unit_id, unitDocumentNumber) : null,
    ]);
    await upsertContract(
      db,
      contract,
      user.id,
      new Date(),
      env.CONTRACT_DEFAULT_NOTICE_DAYS,
      { ...before, ...found },
      unitFound ?? unitBefore,
    );
  } catch (error) {
    const err = describeError(error);
    logger().error({ contractId: contract.id, err }, "contract register: recording failed");
  }
}

/** A deleted renewal no longer renews: the contract it renewed can be renewed again. */
export async function markContractDeleted(id: number, user: SessionUser): Promise<void> {
  try {
    const db = await getDb();
    await flagContractDeleted(db, id, user.id);
    await forgetRenewal(db, id);
  } catch (error) {
    const err = describeError(error);
    logger().error({ contractId: id, err }, "contract register: marking deleted failed");
  }
}

/**
 * DELETE contracts/{id} removes a draft but only terminates an active contract; when upstream
 * sends the terminated record back, the register keeps its final state before flagging it.
 */
export async function recordContractDeletion(
  deletion: ContractDeletion,
  user: SessionUser,
): Promise<void> {
  if (deletion.contract) await recordContract(deletion.contract, user);
  await markContractDeleted(deletion.id, user);
}

/** A party updated through the dashboard: the register's contracts show its new details. */
export async function recordParty(party: Party): Promise<void> {
  try {
    await learnParty(await getDb(), party.id, knownParty(party));
  } catch (error) {
    const err = describeError(error);
    logger().error({ partyId: party.id, err }, "contract register: learning a party failed");
  }
}

/**
 * A property read, synced or changed through the dashboard: the register's contracts on its
 * units show its current name and their unit numbers.
 */
export async function recordProperty(property: Property): Promise<void> {
  try {
    await learnUnits(await getDb(), knownUnitsOf(property));
  } catch (error) {
    const err = describeError(error);
    logger().error(
      { propertyId: property.id, err },
      "contract register: learning a property failed",
    );
  }
}

/** A unit updated through the dashboard: the register's contracts on it show its new number. */
export async function recordUnit(unit: Unit): Promise<void> {
  try {
    const { unit_number, unit_type } = unit;
    await learnUnitFields(await getDb(), String(unit.id), { unit_number, unit_type });
  } catch (error) {
    const err = describeError(error);
    logger().error({ unitId: unit.id, err }, "contract register: learning a unit failed");
  }
}

/**
 * The contract routes' `after` (app/api/v1/contracts): what the register records of each
 * change. The demo register (lib/contracts/demo) records its contracts through the same ones.
 */
export const contractRecorders: {
  create: After<ContractEndpoints["createContract"]>;
  update: After<ContractEndpoints["updateContract"]>;
  delete: After<ContractEndpoints["deleteContract"]>;
} = {
  create: (result, user, { body }) =>
    recordContract(result.data, user, body.party_id_numbers, body.unit_document_number),
  update: (result, user) => recordContract(result.data, user),
  delete: (result, user) => recordContractDeletion(result.data, user),
};

/** The deed number of the unit's property as the register learned it; null when unknown. */
export async function propertyOfUnit(unitId: string): Promise<string | null> {
  try {
    return (await knownUnitFor(await getDb(), unitId))?.document_number ?? null;
  } catch (error) {
    logger().warn(
      { unitId, err: describeError(error) },
      "contract register: reading a unit failed",
    );
    return null;
  }
}
