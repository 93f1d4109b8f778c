import "server-only";

import type { z } from "zod";

// What an upstream answer looks like, next to what the dashboard's normaliser expects
// (lib/upstream/normalise.ts): the envelope, the pagination style, and which fields of our
// record schema are present, missing, or not ours at all.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export type Envelope = "data+meta" | "data" | "bare";
export type PaginationStyle = "strapi" | "laravel" | "laravel-top-level" | "none" | "n/a";

export type Shape = {
  envelope: Envelope;
  pagination: PaginationStyle;
  /** Fields of our schema the sample has. */
  present: string[];
  /** Fields of our schema the sample lacks (required ones break reading unless defaulted). */
  missing: string[];
  /** Fields the sample has that the dashboard does not use (tolerated and dropped). */
  unknown: string[];
  items: number | null;
};

export function envelopeOf(body: unknown): Envelope {
  if (!isObj(body) || !("data" in body)) return "bare";
  return isObj(body.meta) ? "data+meta" : "data";
}

export function paginationOf(body: unknown, list: boolean): PaginationStyle {
  if (!list) return "n/a";
  const meta = isObj(body) && isObj(body.meta) ? body.meta : {};
  if (isObj(meta.pagination)) return "strapi";
  if ("total" in meta || "last_page" in meta) return "laravel";
  if (isObj(body) && ("total" in body || "last_page" in body)) return "laravel-top-level";
  return "none";
}

function schemaKeys(schema: z.core.$ZodType): string[] {
  const shape = (schema as unknown as { shape?: Obj }).shape;
  return shape ? Object.keys(shape) : [];
}

export function inspect(body: unknown, schema: z.core.$ZodType | null, list: boolean): Shape {
  const data = envelopeOf(body) === "bare" ? body : (body as Obj).data;
  const items = Array.isArray(data) ? data.length : null;
  const sample = Array.isArray(data) ? data[0] : data;
  const known = schema ? schemaKeys(schema) : [];
  const keys = isObj(sample) ? Object.keys(sample) : [];
  return {
    envelope: envelopeOf(body),
    pagination: paginationOf(body, list),
    present: known.filter((k) => keys.includes(k)),
    missing: isObj(sample) ? known.filter((k) => !keys.includes(k)) : [],
    unknown: schema ? keys.filter((k) => !known.includes(k)) : [],
    items,
  };
}
