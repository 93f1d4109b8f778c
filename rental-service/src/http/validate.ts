import type { Context } from "hono";
import { z } from "zod";

import { validationError } from "@/lib/rental/errors";
import { parseQueryString } from "@/lib/rental/list-query";

import { english } from "./english";
import { ApiError } from "./errors";

// Request parsing for every route: path ids, Strapi-style queries and JSON bodies, each checked
// with the shared schemas from lib/rental so the service and the dashboard agree on every rule.

function refuse(error: z.ZodError, where: "path" | "query" | "body"): ApiError {
  const body = validationError(error, where, english);
  return new ApiError(400, body.error.code, body.error.message, body.error.details);
}

/** The path parameters, checked with an object schema that has one member per parameter. */
export function parseParams<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const result = z.safeParse(schema, c.req.param());
  if (!result.success) throw refuse(result.error, "path");
  return result.data;
}

export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const search = new URL(c.req.url).search;
  const result = z.safeParse(schema, parseQueryString(search));
  if (!result.success) throw refuse(result.error, "query");
  return result.data;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type ?? "");
}

export async function parseBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  if (!isJson(c.req.header("content-type"))) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "MALFORMED_JSON", "The body is not valid JSON.");
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw refuse(result.error, "body");
  return result.data;
}
