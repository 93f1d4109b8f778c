import qs from "qs";
import { z } from "zod";

import { PARTY_FILTER_FIELDS } from "./party";

// List endpoints take Strapi-style query strings, as the interface documents for filters:
//   filters[<field>][$contains]=<text>   case-insensitive substring match
//   pagination[page]=<n>&pagination[pageSize]=<n>
//   sort=<field>:asc|desc
// Pagination and sorting are our decisions (the interface leaves them open) and follow the
// same style so one parser serves every list.

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const pageNumber = z.coerce
  .number({ error: "Must be a number" })
  .int({ error: "Must be a whole number" })
  .min(1, { error: "Must be at least 1" })
  .max(1_000_000, { error: "Too large" });

function listQuerySchema<F extends string, S extends string>(
  filterFields: readonly F[],
  sortFields: readonly S[],
) {
  const contains = z.strictObject(
    { $contains: z.string().max(200, { error: "At most 200 characters" }) },
    { error: "Only $contains is supported" },
  );
  const filterShape = Object.fromEntries(
    filterFields.map((f) => [f, contains.optional()]),
  ) as Record<F, z.ZodOptional<typeof contains>>;
  const sortPattern = new RegExp(`^(${sortFields.join("|")}):(asc|desc)$`);
  return z.strictObject(
    {
      filters: z
        .strictObject(filterShape, { error: `Filter on ${filterFields.join(", ")}` })
        .optional(),
      pagination: z
        .strictObject({
          page: pageNumber.default(1),
          pageSize: pageNumber
            .max(MAX_PAGE_SIZE, { error: `At most ${MAX_PAGE_SIZE}` })
            .default(DEFAULT_PAGE_SIZE),
        })
        .optional(),
      sort: z
        .string()
        .regex(sortPattern, {
          error: `Sort by ${sortFields.map((f) => `${f}:asc|desc`).join(", ")}`,
        })
        .optional(),
    },
    { error: "Unknown query parameter" },
  );
}

export const PROPERTY_SORT_FIELDS = ["id", "property_name", "document_number"] as const;

// GET /tenant/v1/properties
export const propertyListQuerySchema = listQuerySchema(["property_name"], PROPERTY_SORT_FIELDS);
// GET /tenant/v1/regions
export const regionListQuerySchema = listQuerySchema(["name"], ["id", "name"]);
// GET /tenant/v1/parties/search-party
export const partySearchQuerySchema = listQuerySchema(PARTY_FILTER_FIELDS, ["id", "full_name"]);

export type ListQuery = {
  filters?: Partial<Record<string, { $contains: string } | undefined>>;
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
  return qs.stringify(query, { encodeValuesOnly: true, skipNulls: true });
}
