import { gregorianToHijri } from "@/lib/rental/dates";
import { UNIT_TYPES } from "@/lib/rental/unit";

import type { RegistryUnit } from "../db/schema";
import { BUILDING_KINDS, FAMILY_NAMES, FATHER_NAMES, FIRST_NAMES, PLACE_NAMES } from "./names";
import { dateBetween, type Random, saudiId, saudiMobile } from "./random";
import type { CitySeed } from "./regions-data";

// Pure generators of demo rows. Properties, parties and deeds derive from one seeded PRNG, so a
// given seed always yields the same records (the README names some of them).

export type PropertySeed = {
  id: number;
  documentNumber: string;
  propertyName: string;
  ownerId: string;
  deedDateHijri: string;
  regionId: number;
  cityId: number;
  units: RegistryUnit[];
};

export type PartySeed = {
  id: number;
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  dateOfBirth: string;
  dateOfBirthHijri: string | null;
  regionId: number;
  cityId: number;
};

export function makeParty(random: Random, id: number, cities: CitySeed[]): PartySeed {
  const city = random.pick(cities);
  const dateOfBirth = dateBetween(random, 1950, 2004);
  return {
    id,
    idNumber: saudiId(random, random.next() < 0.75 ? "1" : "2"),
    fullName: `${random.pick(FIRST_NAMES)} ${random.pick(FATHER_NAMES)} ${random.pick(FAMILY_NAMES)}`,
    phoneNumber: saudiMobile(random),
    dateOfBirth,
    dateOfBirthHijri: gregorianToHijri(dateOfBirth),
    regionId: city.regionId,
    cityId: city.id,
  };
}

const COMMON_TYPES = ["apartment", "apartment", "apartment", "studio", "duplex", "floor"] as const;

function makeUnits(random: Random, kind: string): RegistryUnit[] {
  if (kind === "Villas") {
    return Array.from({ length: random.int(1, 4) }, (_, i) => ({
      unit_number: `V${i + 1}`,
      floor_number: 0,
      rooms: random.int(4, 9),
      unit_usage: "residential_families",
      unit_type: random.next() < 0.85 ? "villa" : "penthouse_villa",
      area: random.int(250, 600),
    }));
  }
  const floors = random.int(1, 4);
  const perFloor = random.int(1, 3);
  const list: RegistryUnit[] = [];
  for (let f = 1; f <= floors; f++) {
    for (let n = 1; n <= perFloor; n++) {
      const type = random.next() < 0.9 ? random.pick(COMMON_TYPES) : random.pick(UNIT_TYPES);
      list.push({
        unit_number: `${f}0${n}`,
        floor_number: f,
        rooms: type === "studio" ? 1 : random.int(2, 7),
        unit_usage: random.next() < 0.7 ? "residential_families" : "residential_singles",
        unit_type: type,
        area: type === "studio" ? random.int(35, 60) : random.int(80, 260),
      });
    }
  }
  return list;
}

/** Deed numbers are 12 digits, strictly increasing with the index, so they never collide. */
export function deedNumber(base: number, index: number, random: Random): string {
  return String(base + index * 1013 + random.int(0, 999));
}

export function makeProperty(
  random: Random,
  id: number,
  documentNumber: string,
  ownerId: string,
  cities: CitySeed[],
): PropertySeed {
  const [kindAr, kindEn] = random.pick(BUILDING_KINDS);
  const [placeAr, placeEn] = random.pick(PLACE_NAMES);
  const number = random.int(1, 250);
  const city = random.pick(cities);
  const deedDate = dateBetween(random, 1995, 2025);
  return {
    id,
    documentNumber,
    propertyName: `${kindAr} ${placeAr} ${number} - ${placeEn} ${kindEn} ${number}`,
    ownerId,
    deedDateHijri: gregorianToHijri(deedDate)!,
    regionId: city.regionId,
    cityId: city.id,
    units: makeUnits(random, kindEn),
  };
}
