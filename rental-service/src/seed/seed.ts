import { sql } from "drizzle-orm";

import type { ServiceDb } from "../db/open";
import * as t from "../db/schema";
import { partyNameFields, propertyNameFields, regionNameFields } from "../db/search-columns";
import { unitRows } from "../domain/deeds";
import { makeContracts } from "./contracts";
import { deedNumber, makeParty, makeProperty, type PartySeed, type PropertySeed } from "./generate";
import { withoutTrigramIndexes, withoutUnitCounting } from "./bulk-indexes";
import { insertAll } from "./bulk-insert";
import { driftedDeed } from "./drift";
import { createRandom, type Random } from "./random";
import { type CitySeed, loadRegions } from "./regions-data";

export type SeedOptions = { properties: number; parties: number; today: string; seed?: number };
export type SeedSummary = {
  seeded: boolean;
  regions: number;
  cities: number;
  properties: number;
  units: number;
  parties: number;
  contracts: number;
  registryOnlyDeeds: number;
};

const LOCAL_DEED_BASE = 310_100_000_000;
const REGISTRY_ONLY_BASE = 510_100_000_000;

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

function makeParties(count: number, random: Random, cities: CitySeed[]) {
  const list: PartySeed[] = [];
  const used = new Set<string>();
  while (list.length < count) {
    const party = makeParty(random, list.length + 1, cities);
    if (used.has(party.idNumber)) continue; // ID numbers are unique
    used.add(party.idNumber);
    list.push(party);
  }
  return list;
}

/**
 * Seeds an empty database with demo data; does nothing when regions exist already. An advisory
 * lock makes two instances starting at once on one PostgreSQL seed it once.
 */
export async function seedDatabase(db: ServiceDb, options: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(options.seed ?? 20261122);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4010)`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.regions);
    const empty = { regions: 0, cities: 0, properties: 0, units: 0, parties: 0, contracts: 0 };
    if ((existing?.n ?? 0) > 0) return { seeded: false, ...empty, registryOnlyDeeds: 0 };

    return withoutTrigramIndexes(tx, () => load(tx, options, random));
  });
}

async function load(tx: Tx, options: SeedOptions, random: Random): Promise<SeedSummary> {
  const { regions, cities } = loadRegions();
  await insertAll(
    tx,
    t.regions,
    regions.map((r) => ({ ...r, ...regionNameFields(r.name, r.nameAr) })),
  );
  await insertAll(tx, t.cities, cities);
  const parties = makeParties(options.parties, random, cities);
  await insertAll(
    tx,
    t.parties,
    parties.map((p) => ({ ...p, ...partyNameFields(p.fullName) })),
  );

  const owners = parties.length ? parties : makeParties(50, random, cities);
  const properties: PropertySeed[] = [];
  for (let i = 0; i < options.properties; i++) {
    const owner = random.pick(owners).idNumber;
    const doc = deedNumber(LOCAL_DEED_BASE, i, random);
    properties.push(makeProperty(random, i + 1, doc, owner, cities));
  }
  // Each property is written with its unit count, and the units below without the trigger that
  // would count them again: updating every property row after the load would leave as many
  // dead rows (and GIN entries) as there are properties until a vacuum.
  await insertAll(
    tx,
    t.properties,
    properties.map(({ units, ...p }) => ({
      ...p,
      ...propertyNameFields(p.propertyName),
      unitCount: units.length,
    })),
  );
  const units = properties.flatMap((p) => unitRows(p.id, p.units));
  // Local records carry the amenities the registry does not.
  const numbered = units.map((u, i) => ({
    ...u,
    id: i + 1,
    amenitiesBedrooms: Math.min(10, Math.max(0, u.rooms - random.int(0, 2))),
    amenitiesBathroomsFull: Math.min(10, random.int(1, Math.max(1, Math.ceil(u.rooms / 2)))),
  }));
  await withoutUnitCounting(tx, () => insertAll(tx, t.units, numbered));

  // The registry holds every local deed; about one in twelve has changed since it was
  // imported (renamed, new owner or an extra unit) so that sync-deed has something to do.
  const registry = properties.map((p, i) =>
    i % 12 === 5 ? driftedDeed(p, Math.floor(i / 12) + 2) : p,
  );
  const extraCount = Math.max(30, Math.floor(options.properties / 10));
  for (let i = 0; i < extraCount; i++) {
    const owner = random.pick(owners).idNumber;
    const doc = deedNumber(REGISTRY_ONLY_BASE, i, random);
    registry.push(makeProperty(random, 0, doc, owner, cities));
  }
  await insertAll(
    tx,
    t.registryDeeds,
    registry.map((p) => ({
      deedNumber: p.documentNumber,
      ownerId: p.ownerId,
      deedDateHijri: p.deedDateHijri,
      propertyName: p.propertyName,
      regionId: p.regionId,
      cityId: p.cityId,
      units: p.units,
    })),
  );

  const contracts = makeContracts(random, properties, numbered, parties, options.today);
  await insertAll(tx, t.contracts, contracts);

  // Explicit ids were used above; move the identity sequences past them.
  for (const table of ["properties", "units", "parties", "contracts"]) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      ),
    );
  }
  return {
    seeded: true,
    regions: regions.length,
    cities: cities.length,
    properties: properties.length,
    units: units.length,
    parties: parties.length,
    contracts: contracts.length,
    registryOnlyDeeds: extraCount,
  };
}
