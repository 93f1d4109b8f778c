import qs from "qs";
import { z } from "zod";

import { msg } from "./messages";
import { normaliseDigitsIn } from "./digits";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";
import { stringifyQuery } from "./query-string";
import { PARTY_FILTER_FIELDS } from "./party";

// List endpoints take Strapi-style query strings, as the interface documents for filters:
//   filters[<field>][$contains]=<text>   substring match, Arabic-aware (search-text.ts)
//   pagination[page]=<n>&pagination[pageSize]=<n>
//   sort=<field>:asc|desc
// Pagination and sorting are our decisions (the interface leaves them open) and follow the
// same style so one parser serves every list. One extension of our rental service (not in the
// interface): on properties, filters[synced_at][$lt]=<ISO instant> (below).

const pageNumber = z.coerce
  .number({ error: msg("validation.number") })
  .int({ error: msg("validation.wholeNumber") })
  .min(1, { error: msg("validation.atLeast", { min: 1 }) })
  .max(1_000_000, { error: msg("validation.tooLarge") });

/** The text of a `$contains` filter. */
export const containsText = z
  .string()
  .max(200, { error: msg("validation.atMostChars", { max: 200 }) });

/** `field:asc|desc` for the given fields. */
export const sortSchema = <S extends string>(sortFields: readonly S[]) =>
  z.string().regex(new RegExp(`^(${sortFields.join("|")}):(asc|desc)$`), {
    error: msg("validation.sortBy", { fields: sortFields.map((f) => `${f}:asc|desc`).join(", ") }),
  });

/**
 * `filters[synced_at][$lt]=<ISO instant>`: properties last synced with the registry before that
 * instant, never-synced ones (synced_at null) included: "not synced since". Our rental service's
 * extension; a real upstream may refuse it.
 */
export const syncedBeforeFilter = z.strictObject(
  {
    $lt: z.preprocess(
      normaliseDigitsIn,
      z.iso.datetime({ offset: true, error: msg("validation.dateTime") }),
    ),
  },
  { error: msg("validation.onlyLt") },
);

function listQuerySchema<
  F extends string,
  S extends string,
  X extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(
  filterFields: readonly F[],
  sortFields: readonly S[],
  /** Fields that hold digits (IDs, phones): a search typed in Arabic-Indic digits finds them. */
  digitFields: readonly F[] = [],
  /** Filters with operators other than $contains (each with its own schema). */
  extraFilters: X = {} as X,
) {
  const containsOf = (text: z.ZodType<string>) =>
    z.strictObject({ $contains: text }, { error: msg("validation.onlyContains") });
  const contains = containsOf(containsText);
  const digitContains = containsOf(z.preprocess(normaliseDigitsIn, containsText));
  const filterShape = Object.fromEntries(
    filterFields.map((f) => [f, (digitFields.includes(f) ? digitContains : contains).optional()]),
  ) as Record<F, z.ZodOptional<typeof contains>>;
  const extraShape = Object.fromEntries(
    Object.entries(extraFilters).map(([f, schema]) => [f, schema.optional()]),
  ) as { [K in keyof X]: z.ZodOptional<X[K]> };
  const allFields = [...filterFields, ...Object.keys(extraFilters)];
  return z.strictObject(
    {
      filters: z
        .strictObject(
          { ...filterShape, ...extraShape },
          { error: msg("validation.filterOn", { fields: allFields.join(", ") }) },
        )
        .optional(),
      pagination: z
        .strictObject({
          page: pageNumber.default(1),
          pageSize: pageNumber
            .max(MAX_PAGE_SIZE, { error: msg("validation.atMost", { max: MAX_PAGE_SIZE }) })
            .default(DEFAULT_PAGE_SIZE),
        })
        .optional(),
      sort: sortSchema(sortFields).optional(),
    },
    { error: msg("validation.unknownQueryParameter") },
  );
}

/** `synced_at` sorts never-synced properties as the oldest (first when ascending). */
export const PROPERTY_SORT_FIELDS = [
  "id",
  "property_name",
  "document_number",
  "synced_at",
] as const;

// GET /tenant/v1/properties
export const propertyListQuerySchema = listQuerySchema(
  ["property_name"],
  PROPERTY_SORT_FIELDS,
  [],
  { synced_at: syncedBeforeFilter },
);
// GET /tenant/v1/regions
export const regionListQuerySchema = listQuerySchema(["name"], ["id", "name"]);
// GET /tenant/v1/parties/search-party
export const partySearchQuerySchema = listQuerySchema(
  PARTY_FILTER_FIELDS,
  ["id", "full_name"],
  ["id_number", "phone_number"],
);

export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;
export type RegionListQuery = z.output<typeof regionListQuerySchema>;
export type PartySearchQuery = z.output<typeof partySearchQuerySchema>;

export type ListQuery = {
  filters?: Partial<Record<string, { $contains: string } | { $lt: string } | undefined>>;
  pagination?: { page: number; pageSize: number };
  sort?: string;
};

/** Parses `a[b][c]=v` query strings into nested objects; repeated keys are refused by the schema. */
export function parseQueryString(search: string | URLSearchParams): unknown {
  const text = typeof search === "string" ? search.replace(/^\?/, "") : search.toString();
  return qs.parse(text, {
    depth: 3,
    parameterLimit: 50,
    allowPrototypes: false,
    duplicates: "last",
  });
}

/** The inverse of parseQueryString, for building upstream and browser URLs. */
export function stringifyListQuery(query: ListQuery): string {
  return stringifyQuery(query);
}
