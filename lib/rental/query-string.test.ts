import fc from "fast-check";
import qs from "qs";
import { describe, expect, it } from "vitest";

import { stringifyQuery } from "./query-string";

const stringify = (query: object) =>
  qs.stringify(query, { encodeValuesOnly: true, skipNulls: true });

const key = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,9}$/);
const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
  ),
})).value;

describe("stringifyQuery", () => {
  it("writes what qs writes for the list queries", () => {
    const query = {
      filters: { property_name: { $contains: "برج (الشمال) 1!" }, id: { $contains: undefined } },
      pagination: { page: 2, pageSize: 25 },
      sort: "property_name:desc",
      empty: null,
    };
    expect(stringifyQuery(query)).toBe(
      "filters[property_name][$contains]=%D8%A8%D8%B1%D8%AC%20%28%D8%A7%D9%84%D8%B4%D9%85%D8%A7%D9%84%29%201%21&pagination[page]=2&pagination[pageSize]=25&sort=property_name%3Adesc",
    );
    expect(stringifyQuery(query)).toBe(stringify(query));
  });

  it("matches qs for any nesting of objects, arrays and values", () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (query) => {
        expect(stringifyQuery(query)).toBe(stringify(query));
      }),
      { numRuns: 500 },
    );
  });
});
