import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";
import * as z from "zod/mini";
import { createSavedViewSchema } from "@/lib/saved-views/create-schema";
import {
  deletedViewSchema,
  savedViewListQuerySchema,
  savedViewParamsSchema,
  savedViewSchema,
  updateSavedViewSchema,
} from "@/lib/saved-views/schemas";
import { SAVED_VIEW_ROUTES } from "./routes";

// The saved views feature's endpoints: method, path, permission, schemas and audit action.

export const savedViewEndpoints = {
  // Saved views of the list pages (lib/saved-views): kept per person for the lists their role
  // reads; shared ones are read-only to everyone but their owner.
  listSavedViews: endpoint({
    ...SAVED_VIEW_ROUTES.listSavedViews,
    summary:
      "One's own saved views of a list and those the team shares, each with its owner and whether one may change it",
    permission: "signed-in",
    query: savedViewListQuerySchema,
    response: recordOf(z.array(savedViewSchema)),
  }),
  createSavedView: endpoint({
    ...SAVED_VIEW_ROUTES.createSavedView,
    summary:
      "Save a list page's filters, sort, page size and columns under a name (unique per person and list)",
    permission: "signed-in",
    body: createSavedViewSchema,
    response: recordOf(savedViewSchema),
    status: 201,
  }),
  updateSavedView: endpoint({
    ...SAVED_VIEW_ROUTES.updateSavedView,
    summary: "Rename one's own view, or share it with the team or stop sharing it",
    permission: "signed-in",
    params: savedViewParamsSchema,
    body: updateSavedViewSchema,
    response: recordOf(savedViewSchema),
  }),
  deleteSavedView: endpoint({
    ...SAVED_VIEW_ROUTES.deleteSavedView,
    summary: "Delete one's own view (403 for a view others share with one)",
    permission: "signed-in",
    params: savedViewParamsSchema,
    response: recordOf(deletedViewSchema),
  }),
};

export type SavedViewEndpoints = typeof savedViewEndpoints;
