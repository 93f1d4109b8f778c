import * as z from "zod/mini";

import { msg } from "@/lib/rental/messages";

import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES } from "./formats";

// GET /api/exports/{list}?<the list page's URL parameters>&format=csv|xlsx. The list's own
// parameters (filters, sort) are read by its page's definition (lib/list-params/lists.ts), as
// the page reads them, so only the format is checked here; page and page size are ignored.
export const exportQuerySchema = z.looseObject({
  format: z.enum(EXPORT_FORMATS, { error: msg("validation.exportFormat") }),
});

/** The file an export answers with, in place of a JSON envelope. */
export const exportFileSchema = z.string();
export const EXPORT_FILE_TYPES = Object.values(EXPORT_MEDIA_TYPES);
