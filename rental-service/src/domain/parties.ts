import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";

import type { partySearchQuerySchema } from "@/lib/rental/list-query";
import type { PartyUpdate } from "@/lib/rental/party";

import type { ServiceDb } from "../db/open";
import { parties } from "../db/schema";
import { partyNameFields } from "../db/search-columns";
import { fieldError, notFound } from "../http/errors";
import {
  containsIdentifier,
  containsSearch,
  isUniqueViolation,
  orderBy,
  pageOf,
  pagination,
} from "./list";
import { partyRecord } from "./records";
import { checkRegionCity } from "./regions";

type PartyQuery = z.output<typeof partySearchQuerySchema>;

/** Search by any of full_name, id_number, phone_number (`$contains`, all given must match). */
export async function searchParties(db: ServiceDb, query: PartyQuery) {
  const f = query.filters;
  const where = and(
    containsSearch(parties.fullNameSearch, f?.full_name?.$contains),
    containsIdentifier(parties.idNumber, f?.id_number?.$contains),
    containsIdentifier(parties.phoneNumber, f?.phone_number?.$contains),
  );
  const { page, pageSize, offset } = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(parties)
      .where(where)
      .orderBy(...orderBy(query.sort, { id: parties.id, full_name: parties.fullName }, parties.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(parties).where(where),
  ]);
  return {
    data: rows.map(partyRecord),
    pagination: pagination(page, pageSize, totals?.total ?? 0),
  };
}

/** PUT replaces the party: optional fields left out are cleared. */
export async function updateParty(db: ServiceDb, id: number, body: PartyUpdate) {
  await checkRegionCity(db, body.region_id, body.city_id);
  try {
    const [row] = await db
      .update(parties)
      .set({
        idNumber: body.id_number,
        ...partyNameFields(body.full_name),
        phoneNumber: body.phone_number,
        dateOfBirth: body.date_of_birth ?? null,
        dateOfBirthHijri: body.date_of_birth_hijri ?? null,
        regionId: body.region_id ?? null,
        cityId: body.city_id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(parties.id, id))
      .returning();
    if (!row) throw notFound("party", id);
    return partyRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError("DUPLICATE_ID_NUMBER", "Another party has this ID number.", {
        id_number: ["Another party has this ID number"],
      });
    }
    throw error;
  }
}
