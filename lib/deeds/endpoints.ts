import { endpoint } from "@/lib/http/endpoint";
import { deedRemoteSearchSchema, deedSearchSchema } from "@/lib/rental/deed";
import { idParams } from "@/lib/rental/path-params";
import { propertySchema } from "@/lib/rental/records";
import { deedSchema, envelopeOf, listOf, recordOf, syncMetaSchema } from "@/lib/rental/results";
import {
  startSyncRunSchema,
  syncItemSchema,
  syncRunItemsQuerySchema,
  syncRunListQuerySchema,
  syncRunParamsSchema,
  syncRunSchema,
} from "@/lib/deeds/sync/schemas";
import { DEED_ROUTES } from "./routes";

// The deeds feature's endpoints: method, path, permission, schemas and audit action.

const byId = ({ params }: { params: { id: number } }) => params.id;

export const deedEndpoints = {
  searchDeed: endpoint({
    ...DEED_ROUTES.searchDeed,
    summary: "Find a deed among the service's properties",
    permission: "deed:search",
    body: deedSearchSchema,
    response: recordOf(deedSchema),
    audit: { action: "deed.search", targetType: "deed", target: ({ body }) => body.deed_id },
  }),
  searchDeedRemote: endpoint({
    ...DEED_ROUTES.searchDeedRemote,
    summary: "Find a deed in the national registry (imports it as a property)",
    permission: "deed:search-remote",
    body: deedRemoteSearchSchema,
    response: recordOf(deedSchema),
    audit: {
      action: "deed.search-remote",
      targetType: "deed",
      target: ({ body }) => body.deed_id,
    },
  }),
  syncDeed: endpoint({
    ...DEED_ROUTES.syncDeed,
    summary: "Refresh a property from its deed in the national registry",
    permission: "property:sync",
    params: idParams,
    response: envelopeOf(propertySchema, syncMetaSchema),
    audit: { action: "property.sync", targetType: "property", target: byId },
  }),
  // Bulk deed sync (admins): runs of the job that syncs deeds with the national registry within
  // the upstream budget (UPSTREAM_BACKGROUND_RPS), in the background, across restarts. Audited
  // as deed-sync.*.
  listSyncRuns: endpoint({
    ...DEED_ROUTES.listSyncRuns,
    summary: "Bulk deed sync runs, newest first, with their progress",
    permission: "property:sync",
    query: syncRunListQuerySchema,
    response: listOf(syncRunSchema),
  }),
  startSyncRun: endpoint({
    ...DEED_ROUTES.startSyncRun,
    summary:
      "Start syncing picked deeds, or all deeds not synced within N days (409 while such a run is unfinished)",
    permission: "property:sync",
    body: startSyncRunSchema,
    response: recordOf(syncRunSchema),
    status: 201,
  }),
  getSyncRun: endpoint({
    ...DEED_ROUTES.getSyncRun,
    summary: "One run: status and how many deeds are pending, changed, unchanged or failed",
    permission: "property:sync",
    params: syncRunParamsSchema,
    response: recordOf(syncRunSchema),
  }),
  listSyncRunItems: endpoint({
    ...DEED_ROUTES.listSyncRunItems,
    summary: "A run's deeds in sync order, of one state or all, with what changed or the error",
    permission: "property:sync",
    params: syncRunParamsSchema,
    query: syncRunItemsQuerySchema,
    response: listOf(syncItemSchema),
  }),
  pauseSyncRun: syncControlRow("pauseSyncRun", "Pause a run after the deed in hand"),
  resumeSyncRun: syncControlRow("resumeSyncRun", "Resume a paused run from its next deed"),
  cancelSyncRun: syncControlRow("cancelSyncRun", "Cancel a run; deeds not yet synced stay so"),
};

function syncControlRow(name: "pauseSyncRun" | "resumeSyncRun" | "cancelSyncRun", summary: string) {
  return endpoint({
    ...DEED_ROUTES[name],
    summary,
    permission: "property:sync",
    params: syncRunParamsSchema,
    response: recordOf(syncRunSchema),
  });
}

export type DeedEndpoints = typeof deedEndpoints;
