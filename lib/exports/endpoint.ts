import * as z from "zod/mini";

import type { Permission } from "@/lib/auth/permissions";
import { endpoint } from "@/lib/http/endpoint";

import { EXPORT_TOTAL_HEADER, type ExportList } from "./formats";
import { EXPORT_FILE_TYPES, exportFileSchema, exportQuerySchema } from "./schemas";

/**
 * The row of a list's export endpoint (GET /api/exports/{list}), for its feature's table.
 * `query`: parameters the list cannot do without (a property's units need the property),
 * checked with the format, so that a missing one is a 400 naming the field.
 */
export function exportEndpoint(
  list: ExportList,
  what: string,
  permission: Permission,
  query: z.core.$ZodLooseShape = {},
) {
  return endpoint({
    method: "GET",
    path: `/api/exports/${list}`,
    summary: `${what}, as a CSV (UTF-8 with BOM) or Excel file; ${EXPORT_TOTAL_HEADER} gives the row count`,
    permission,
    query: z.extend(exportQuerySchema, query),
    response: exportFileSchema,
    files: EXPORT_FILE_TYPES,
  });
}
