import type { Backfill } from "@/lib/shared/backfill";
import { searchText, searchTextOf } from "@/lib/rental/search-text";

import { parties, properties, regions } from "./schema";

// The searchable twins of the names `$contains` filters on. Every insert or update of a name
// goes through one of these helpers, so the name and its `*_search_text` column never part;
// the backfills below fill the column for rows written before it existed.

export function propertyNameFields(propertyName: string) {
  return { propertyName, propertyNameSearch: searchText(propertyName) };
}

export function partyNameFields(fullName: string) {
  return { fullName, fullNameSearch: searchText(fullName) };
}

/** One column for both region names: `filters[name]` matches the English or the Arabic one. */
export function regionNameFields(name: string, nameAr: string) {
  return { name, nameAr, nameSearch: searchTextOf([name, nameAr]) };
}

export const serviceBackfills: Backfill[] = [
  {
    table: properties,
    key: properties.id,
    target: properties.propertyNameSearch,
    source: { name: properties.propertyName },
    compute: (row) => propertyNameFields(String(row.name)).propertyNameSearch,
  },
  {
    table: parties,
    key: parties.id,
    target: parties.fullNameSearch,
    source: { name: parties.fullName },
    compute: (row) => partyNameFields(String(row.name)).fullNameSearch,
  },
  {
    table: regions,
    key: regions.id,
    target: regions.nameSearch,
    source: { name: regions.name, nameAr: regions.nameAr },
    compute: (row) => regionNameFields(String(row.name), String(row.nameAr)).nameSearch,
  },
];
