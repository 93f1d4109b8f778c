import { count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";

import { isStoredId } from "@/lib/rental/record-id";
import type { regionListQuerySchema } from "@/lib/rental/list-query";
import type { Region } from "@/lib/rental/records";

import type { ServiceDb } from "../db/open";
import { cities, regions } from "../db/schema";
import { fieldError } from "../http/errors";
import { containsSearch, orderBy, pageOf, pagination } from "./list";

type RegionQuery = z.output<typeof regionListQuerySchema>;

/** `filters[name][$contains]` matches the English or the Arabic name (one column holds both). */
export async function listRegions(db: ServiceDb, query: RegionQuery) {
  const where = containsSearch(regions.nameSearch, query.filters?.name?.$contains);
  const { page, pageSize, offset } = pageOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(regions)
      .where(where)
      .orderBy(...orderBy(query.sort, { id: regions.id, name: regions.name }, regions.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(regions).where(where),
  ]);
  const cityRows = rows.length
    ? await db
        .select()
        .from(cities)
        .where(
          inArray(
            cities.regionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(cities.name)
    : [];
  const data: Region[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    name_ar: r.nameAr,
    cities: cityRows
      .filter((c) => c.regionId === r.id)
      .map((c) => ({ id: c.id, name: c.name, name_ar: c.nameAr })),
  }));
  return { data, pagination: pagination(page, pageSize, totals?.total ?? 0) };
}

/** A region id and a city id given together must agree: the city lies in that region. */
export async function checkRegionCity(
  db: ServiceDb,
  regionId: number | undefined,
  cityId: number | undefined,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  // An id beyond the integer columns is no record (and would overflow the query's parameter).
  if (regionId !== undefined) {
    const [row] = isStoredId(regionId)
      ? await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId))
      : [];
    if (!row) fields.region_id = ["No region with this id"];
  }
  if (cityId !== undefined) {
    const [row] = isStoredId(cityId)
      ? await db.select().from(cities).where(eq(cities.id, cityId))
      : [];
    if (!row) fields.city_id = ["No city with this id"];
    else if (regionId !== undefined && !fields.region_id && row.regionId !== regionId) {
      fields.city_id = ["This city is not in the given region"];
    }
  }
  if (Object.keys(fields).length) {
    throw fieldError(
      "UNKNOWN_REFERENCE",
      "The request refers to records that do not exist.",
      fields,
    );
  }
}
