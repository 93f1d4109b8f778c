import qs from "qs";
import * as z from "zod/mini";

import { msg } from "./messages";
import { withDigits, wholeNumber } from "./fields";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";
import { PARTY_FILTER_FIELDS } from "./party-search-fields";
import { stringifyQuery } from "./query-string";

// List endpoints take Strapi-style query strings, as the interface documents for filters:
//   filters[<field>][$contains]=<text>   substring match, Arabic-aware (search-text.ts)
//   pagination[page]=<n>&pagination[pageSize]=<n>
//   sort=<field>:asc|desc
// Pagination and sorting are our decisions (the interface leaves them open) and follow the
// same style so one parser serves every list. One extension of our rental service (not in the
// interface): on properties, filters[synced_at][$lt]=<ISO instant> (below).
// zod/mini, as in fields.ts: the list pages read their URL state with these in the browser.

const pageNumber = (max = 1_000_000, maxError = msg("validation.tooLarge")) =>
  z.coerce
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
      z.lte(1_000_000, { error: msg("validation.tooLarge") }),
      ...(max < 1_000_000 ? [z.lte(max, { error: maxError })] : []),
    );

/** The text of a `$contains` filter. */
export const containsText = z
  .string()
  .check(z.maxLength(200, { error: msg("validation.atMostChars", { max: 200 }) }));

/** `field:asc|desc` for the given fields. */
export const sortSchema = <S extends string>(sortFields: readonly S[]) =>
  z.string().check(
    z.regex(new RegExp(`^(${sortFields.join("|")}):(asc|desc)$`), {
      error: msg("validation.sortBy", {
        fields: sortFields.map((f) => `${f}:asc|desc`).join(", "),
      }),
    }),
  );

/**
 * `filters[synced_at][$lt]=<ISO instant>`: properties last synced with the registry before that
 * instant, never-synced ones (synced_at null) included: "not synced since". Our rental service's
 * extension; a real upstream may refuse it.
 */
export const syncedBeforeFilter = z.strictObject(
  {
    $lt: withDigits(z.iso.datetime({ offset: true, error: msg("validation.dateTime") })).check(
      z.describe(
        "Extension of the rental service: properties last synced with the registry before this " +
          "instant, and those never synced (synced_at null)",
      ),
    ),
  },
  { error: msg("validation.onlyLt") },
);

export { PARTY_FILTER_FIELDS } from "./party-search-fields";

function listQuerySchema<
  F extends string,
  S extends string,
  X extends Record<string, z.core.$ZodType> = Record<never, z.core.$ZodType>,
>(
  filterFields: readonly F[],
  sortFields: readonly S[],
  /** Fields that hold digits (IDs, phones): a search typed in Arabic-Indic digits finds them. */
  digitFields: readonly F[] = [],
  /** Filters with operators other than $contains (each with its own schema). */
  extraFilters: X = {} as X,
) {
  const containsOf = (text: z.core.$ZodType<string, unknown>) =>
    z.strictObject({ $contains: text }, { error: msg("validation.onlyContains") });
  const contains = containsOf(containsText);
  const digitContains = containsOf(withDigits(containsText));
  const filterShape = Object.fromEntries(
    filterFields.map((f) => [f, z.optional(digitFields.includes(f) ? digitContains : contains)]),
  ) as Record<F, z.ZodMiniOptional<typeof contains>>;
  const extraShape = Object.fromEntries(
    Object.entries(extraFilters).map(([f, schema]) => [f, z.optional(schema)]),
  ) as { [K in keyof X]: z.ZodMiniOptional<X[K]> };
  const allFields = [...filterFields, ...Object.keys(extraFilters)];
  return z.strictObject(
    {
      filters: z.optional(
        z.strictObject(
          { ...filterShape, ...extraShape },
          { error: msg("validation.filterOn", { fields: allFields.join(", ") }) },
        ),
      ),
      pagination: z.optional(
        z.strictObject({
          page: z._default(pageNumber(), 1),
          pageSize: z._default(
            pageNumber(MAX_PAGE_SIZE, msg("validation.atMost", { max: MAX_PAGE_SIZE })),
            DEFAULT_PAGE_SIZE,
          ),
        }),
      ),
      sort: z.optional(sortSchema(sortFields)),
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
