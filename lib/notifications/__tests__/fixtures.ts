import { users } from "@/lib/auth/tables";
import { contractRegister } from "@/lib/contracts/tables";
import type { DashboardDb } from "@/lib/db/database";
import { addDays } from "@/lib/rental/contract-period";
import type { VatSetting } from "@/lib/rent-roll/schedule";
import { alignSchedule, type LedgerContract } from "@/lib/rent-roll/schedule-store";
import type { Role } from "@/lib/auth/permissions";

// Test data for the notifications' tests: people, and register contracts with their ledger.

export const TODAY = "2026-11-15";
export const NOW = new Date("2026-11-15T09:00:00Z");
const VAT: VatSetting = { rateBasisPoints: 1500, effectiveFrom: "2020-07-01" };

let people = 0;
export async function person(db: DashboardDb, role: Role, disabled = false) {
  const id = `person-${role}-${++people}-${Math.random().toString(36).slice(2, 8)}`;
  await db.insert(users).values({
    id,
    email: `${id}@example.com`,
    name: `Name ${id}`,
    role,
    passwordHash: "x",
    disabled,
  });
  return { id, role };
}

/** A register contract (with names) and its monthly ledger from `start`. */
export async function lease(
  db: DashboardDb,
  id: number,
  start: string,
  over: { endDate?: string; decisionDate?: string | null; status?: string } = {},
) {
  const endDate = over.endDate ?? addDays(start, 364);
  const tenantId = 5000 + id;
  await db.insert(contractRegister).values({
    contractId: id,
    unitId: String(900 + id),
    parties: [
      { role: "lessor", id: 1 },
      { role: "tenant", id: tenantId },
    ],
    knownParties: {
      [tenantId]: {
        full_name: `Tenant ${id}`,
        id_number: "1016690206",
        phone_number: "+966501234567",
      },
    },
    knownUnit: {
      unit_number: `U-${id}`,
      unit_type: "apartment",
      property_id: 7,
      document_number: "310100000001",
      property_name: "Tower",
      region_id: 1,
      city_id: null,
    },
    contractType: "residential",
    duration: 1,
    totalRent: 12_000,
    billingType: "monthly",
    startDate: start,
    endDate,
    decisionDate: over.decisionDate === undefined ? addDays(endDate, -60) : over.decisionDate,
    status: over.status ?? "active",
    createdBy: "manager-1",
    updatedBy: "manager-1",
  });
  const terms: LedgerContract = {
    contractId: id,
    status: over.status ?? "active",
    deleted: false,
    contractType: "residential",
    billingType: "monthly",
    totalRent: 12_000,
    startDate: start,
    endDate,
    duration: 1,
  };
  await alignSchedule(db, terms, VAT, NOW);
}
