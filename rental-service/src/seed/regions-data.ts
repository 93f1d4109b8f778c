import { readFileSync } from "node:fs";
import path from "node:path";

// The 13 regions and their major cities (national address service data), copied into
// rental-service/data so that the service needs nothing outside its folder.

type RawRegion = {
  region_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  cities: { city_id: number; name_en: string; name_ar: string }[];
};

export type RegionSeed = { id: number; code: string; name: string; nameAr: string };
export type CitySeed = { id: number; regionId: number; name: string; nameAr: string };

export function loadRegions(): { regions: RegionSeed[]; cities: CitySeed[] } {
  const file = path.resolve(import.meta.dirname, "../../data/ksa-regions-cities.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as { regions: RawRegion[] };
  const regions = raw.regions.map((r) => ({
    id: r.region_id,
    code: r.code,
    name: r.name_en,
    nameAr: r.name_ar,
  }));
  const seen = new Set<number>();
  const cities: CitySeed[] = [];
  for (const r of raw.regions) {
    for (const c of r.cities) {
      if (seen.has(c.city_id)) continue;
      seen.add(c.city_id);
      cities.push({ id: c.city_id, regionId: r.region_id, name: c.name_en, nameAr: c.name_ar });
    }
  }
  return { regions, cities };
}
