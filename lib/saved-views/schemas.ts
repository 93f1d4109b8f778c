import * as z from "zod/mini";

import { LIST_IDS } from "@/lib/list-params/list-ids";
import { msg } from "@/lib/rental/messages";

// Request and answer rules of /api/saved-views, shared by the Save and Edit dialogs and the
// route handlers. The body that creates a view, whose state is checked against its list, is in
// create-schema.ts (it needs every list's definition).

export const VIEW_NAME_MAX = 80;

export const viewNameSchema = z
  .string({ error: msg("validation.required") })
  .check(
    z.trim(),
    z.minLength(1, { error: msg("validation.required") }),
    z.maxLength(VIEW_NAME_MAX, { error: msg("validation.atMostChars", { max: VIEW_NAME_MAX }) }),
  );

export const viewListSchema = z.enum(LIST_IDS, {
  error: msg("validation.oneOf", { values: LIST_IDS.join(", ") }),
});

// GET /api/saved-views?list=properties
export const savedViewListQuerySchema = z.strictObject(
  { list: viewListSchema },
  { error: msg("validation.unknownQueryParameter") },
);

export const savedViewParamsSchema = z.strictObject({
  id: z.uuid({ error: msg("validation.viewId") }),
});

// PATCH /api/saved-views/{id}: rename, share or stop sharing (the owner only).
export const updateSavedViewSchema = z
  .strictObject({
    name: z.optional(viewNameSchema),
    shared: z.optional(z.boolean({ error: msg("validation.trueOrFalse") })),
  })
  .check(
    z.refine((v) => v.name !== undefined || v.shared !== undefined, {
      error: msg("validation.nameOrShared"),
    }),
  );
export type UpdateSavedViewInput = z.output<typeof updateSavedViewSchema>;

/** A view as the API shows it to the person asking. */
export const savedViewSchema = z.object({
  id: z.string(),
  list: viewListSchema,
  name: z.string(),
  /** The list page's URL parameters (filters, sort, page size) and the optional columns shown. */
  state: z.object({ params: z.record(z.string(), z.string()), columns: z.array(z.string()) }),
  /** Shared with the team: everyone who may read the list sees it, read-only. */
  shared: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** The person asking owns it, so may rename, share and delete it. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.output<typeof savedViewSchema>;

/** DELETE /api/saved-views/{id} */
export const deletedViewSchema = z.object({ id: z.string() });
