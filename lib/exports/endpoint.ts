import type { Permission } from "@/lib/auth/permissions";
import { endpoint } from "@/lib/http/endpoint";

import { EXPORT_TOTAL_HEADER, type ExportList } from "./formats";
import { EXPORT_FILE_TYPES, exportFileSchema, exportQuerySchema } from "./schemas";

/** The row of a list's export endpoint (GET /api/exports/{list}), for its feature's table. */
export function exportEndpoint(list: ExportList, what: string, permission: Permission) {
  return endpoint({
    method: "GET",
    path: `/api/exports/${list}`,
    summary: `${what}, as a CSV (UTF-8 with BOM) or Excel file; ${EXPORT_TOTAL_HEADER} gives the row count`,
    permission,
    query: exportQuerySchema,
    response: exportFileSchema,
    files: EXPORT_FILE_TYPES,
  });
}
