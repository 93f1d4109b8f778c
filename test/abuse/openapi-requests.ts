import fc from "fast-check";
import { stringify } from "qs";

// Requests generated from an OpenAPI 3.1 document, for the property-based suite
// (test/integration/openapi-fuzz.int.test.ts): per operation, values that follow its schemas
// (so that some requests get past validation and reach the handler and upstream) mixed with
// hostile ones — prototype keys as body and query keys, Arabic, emoji, RTL marks and lone
// surrogates, huge, negative and fractional numbers and ids beyond 2^31 and 2^53, nested filter
// objects in the query string, wrong types, bodies on body-less routes and empty bodies.

type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Schema } };
type Parameter = { name: string; in: string; style?: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type FuzzOperation = {
  method: string;
  /** The dashboard's path, `{name}` for each path parameter. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema; deepObject: boolean }[];
  body: Schema | undefined;
};

export type FuzzRequest = { method: string; url: string; body: string | undefined };

/** The operations of `doc` whose path `select` maps to a dashboard path (undefined: skipped). */
export function operationsOf(doc: Doc, select: (path: string) => string | undefined) {
  const resolve = (schema: Schema | undefined): Schema => resolveRefs(doc, schema ?? {});
  const operations: FuzzOperation[] = [];
  for (const [docPath, methods] of Object.entries(doc.paths)) {
    const path = select(docPath);
    if (path === undefined) continue;
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === "path")
          .map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({
            name: p.name,
            schema: resolve(p.schema),
            deepObject: p.style === "deepObject",
          })),
        body: op.requestBody
          ? resolve(op.requestBody.content?.["application/json"]?.schema)
          : undefined,
      });
    }
  }
  return operations;
}

/** The schema with every `#/components/schemas/…` reference replaced by what it names. */
function resolveRefs(doc: Doc, schema: unknown, depth = 0): Schema {
  if (depth > 12 || schema === null || typeof schema !== "object") return schema as Schema;
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(doc, s, depth + 1)) as never;
  const ref = (schema as { $ref?: string }).$ref;
  if (typeof ref === "string") {
    const name = ref.replace("#/components/schemas/", "");
    return resolveRefs(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = resolveRefs(doc, value, depth + 1);
  return out;
}

/** A JSON number token written as is (1e400, -0, 9007199254740993): JSON.stringify cannot. */
export class RawNumber {
  constructor(readonly text: string) {}
}

export const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty"];

const HOSTILE_TEXT = [
  "مرحبا بالعالم",
  "عقد إيجار ١٤٤٥",
  "🏠🔑",
  "\u200f\u202eabc\u202c",
  "\u200b",
  "\ud800",
  "x\udfffy",
  "\u0000",
  "ـــ",
  "١٢٣٤٥٦٧٨٩٠",
  "2147483648",
  "9007199254740993",
  "-1",
  "0",
  "1.5",
  "1e400",
  "NaN",
  " ",
  "",
  "a".repeat(3000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "_",
  ...PROTOTYPE_KEYS,
];

const HOSTILE_NUMBERS: (number | RawNumber)[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  -1,
  -(2 ** 31) - 1,
  0.5,
  -0.25,
  1e21,
  Number.MAX_VALUE,
  new RawNumber("9007199254740993"),
  new RawNumber("1e400"),
  new RawNumber("-0"),
];

const BIG_IDS = fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53 - 1);

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: "grapheme" }));
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, wrong types and prototype keys included. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), tie("value")), {
        maxLength: 3,
      })
      .map(record),
  ),
})).value;

/** An object whose keys may be `__proto__` and friends as own keys (a null prototype). */
function record(entries: [string, unknown][]): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === "string" ? [type] : [];
}

function patterned(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern, "u"));
  } catch {
    return fc.string();
  }
}

/** Values that follow `schema` as far as it can say (a refinement may still refuse them). */
export function plausible(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length)
    return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return plausible(schema.allOf[0] as Schema, depth + 1);
  const types = typesOf(schema);
  const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "string": {
      if (typeof schema.pattern === "string") return patterned(schema.pattern);
      if (schema.format === "date")
        return fc
          .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 40;
      const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 60)) });
    }
    case "integer":
    case "number": {
      const min = numberOr(schema.minimum ?? schema.exclusiveMinimum, -1000);
      const max = numberOr(schema.maximum ?? schema.exclusiveMaximum, 1_000_000);
      if (type !== "integer") return fc.double({ min, max, noNaN: true });
      const fits = fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 31))),
        max: Math.floor(Math.min(max, 2 ** 31)),
      });
      // An unbounded integer is often an id: now and then one no integer column holds.
      return schema.maximum === undefined && schema.exclusiveMaximum === undefined
        ? fc.oneof({ weight: 4, arbitrary: fits }, { weight: 1, arbitrary: BIG_IDS })
        : fits;
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (schema.items as Schema | undefined) ?? {};
      const maxLength = Math.min(numberOr(schema.maxItems, 3), 3);
      return depth > 4
        ? fc.constant([])
        : fc.array(plausible(items, depth + 1), {
            minLength: Math.min(numberOr(schema.minItems, 0), maxLength),
            maxLength,
          });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      if (depth > 4) return fc.constant({});
      const members = Object.entries(properties).map(([key, member]) =>
        fc.tuple(
          fc.constant(key),
          fc.option(plausible(member, depth + 1), {
            nil: undefined,
            freq: required.has(key) ? 20 : 2,
          }),
        ),
      );
      return fc
        .tuple(...members)
        .map((entries) =>
          record(entries.filter(([, v]) => v !== undefined) as [string, unknown][]),
        );
    }
    default:
      return hostileValue;
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** Mostly plausible, now and then anything at all (a wrong type, a prototype key...). */
function value(schema: Schema, hostility: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10 - hostility, arbitrary: plausible(schema) },
    { weight: hostility, arbitrary: hostileValue },
  );
}

/** Extra members for an object body: prototype keys and keys no schema names. */
const extraMembers = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), hostileValue),
  { maxLength: 3 },
);

/** JSON text of a value with null-prototype objects and RawNumbers; lone surrogates escaped. */
export function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  // JSON.stringify writes lone surrogates as \ud800 escapes (well-formed JSON.stringify).
  return JSON.stringify(value) ?? "null";
}

/** encodeURIComponent that writes a lone surrogate as the bytes it would have in UTF-8. */
export function encodeSegment(text: string): string {
  // With the u flag a well-formed pair is one code point: only lone surrogates match the first.
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/gu, (part) => {
    if (!/^[\ud800-\udfff]$/u.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
  });
}

function asText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (value === null || typeof value === "object") return toJson(value);
  return String(value);
}

const ID_LIKE = fc.constantFrom(
  "2147483648",
  "4294967296",
  "9007199254740993",
  "9999999999999999",
  "99999999999999999999",
  "0",
  "-1",
  "1.5",
  "1e3",
  "01",
  "١٢",
  "🏠",
  "%",
  ...PROTOTYPE_KEYS,
);

function pathValue(schema: Schema, hostility: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 10 - hostility, arbitrary: plausible(schema).map(asText) },
      { weight: hostility, arbitrary: fc.oneof(ID_LIKE, hostileText) },
    )
    .filter((s) => s !== "" && s !== "." && s !== "..");
}

/** Query members no schema names: prototype keys, nested filter objects, arrays, repeats. */
const strayQuery = fc.array(
  fc.tuple(
    fc.constantFrom(
      ...PROTOTYPE_KEYS,
      "__proto__[polluted]",
      "constructor[prototype][polluted]",
      "filter[a][b]",
      "filters[a][b][c]",
      "filters[__proto__][x]",
      "sort",
      "sort[0]",
      "sort[$ne]",
      "page",
      "pageSize",
      "pagination[page]",
      "pagination[pageSize]",
      "a[]",
      "q",
    ),
    fc.oneof(hostileText, hostileNumber.map(asText)),
  ),
  { maxLength: 3 },
);

function queryString(op: FuzzOperation, hostility: number): fc.Arbitrary<string> {
  const known = op.query.map((p) =>
    fc.option(
      value(p.schema, hostility).map((v) =>
        p.deepObject && v !== null && typeof v === "object"
          ? stringify({ [p.name]: v }, { encoder: (s: string) => encodeSegment(String(s)) })
          : `${encodeSegment(p.name)}=${encodeSegment(asText(v))}`,
      ),
      { nil: undefined, freq: 2 },
    ),
  );
  const stray = strayQuery.map((pairs) =>
    pairs.map(
      ([k, v]) =>
        `${encodeSegment(k).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeSegment(v)}`,
    ),
  );
  return fc
    .tuple(
      fc.tuple(...known),
      hostility === 0
        ? fc.constant([])
        : fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, stray),
    )
    .map(([members, extra]) =>
      [...members.filter((m): m is string => m !== undefined && m !== ""), ...extra].join("&"),
    );
}

function bodyText(op: FuzzOperation, hostility: number): fc.Arbitrary<string | undefined> {
  const odd = fc.constantFrom("", "null", "[]", "1", '"text"', "{", "{}", '{"a":1}');
  if (!op.body) return fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, odd);
  const schema = op.body;
  const extras = hostility === 0 ? fc.constant([]) : extraMembers;
  const shaped = fc.tuple(value(schema, hostility), extras).map(([v, extra]) => {
    if (v === null || typeof v !== "object" || Array.isArray(v) || extra.length === 0) return v;
    return record([...Object.entries(v), ...extra]);
  });
  if (hostility === 0) return shaped.map(toJson);
  return fc.oneof({ weight: 9, arbitrary: shaped.map(toJson) }, { weight: 1, arbitrary: odd });
}

/**
 * Requests for one operation; `hostility` (0–10) is how often a value is not what is asked. At 0
 * every value follows its schema and nothing is added: requests that mostly reach the handler
 * and upstream, where the service's own validation has its say.
 */
export function requestsFor(op: FuzzOperation, hostility = 3): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(p.schema, hostility)));
  return fc
    .tuple(params, queryString(op, hostility), bodyText(op, hostility))
    .map(([values, search, body]) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => encodeSegment(values[i++] ?? "1"));
      return { method: op.method, url: search ? `${path}?${search}` : path, body };
    });
}
