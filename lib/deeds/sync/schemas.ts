import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { wholeNumber } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";
import { documentNumber } from "@/lib/rental/path-params";
import { syncChangeSchema } from "@/lib/rental/results";

import { staleDaysSchema } from "@/lib/properties";
import { MAX_SELECTED } from "./selection";

export { MAX_SELECTED };

// Bulk deed sync (admins): the rules of its requests and the shape of its answers, shared by the
// properties page, the run page, the route handlers and the job (lib/deeds/sync/*.ts).

/** A run: waiting for a worker, syncing, paused by an admin, cancelled, done, or stopped by an error. */
export const SYNC_RUN_STATUSES = [
  "queued",
  "running",
  "paused",
  "cancelled",
  "done",
  "failed",
] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];
/** A run that a worker may still pick up (and that can be paused or cancelled). */
export const ACTIVE_STATUSES = ["queued", "running"] as const satisfies SyncRunStatus[];
export const FINISHED_STATUSES = ["cancelled", "done", "failed"] as const satisfies SyncRunStatus[];

/**
 * One deed of a run: `pending` until a worker claims it (`syncing`) and records the answer:
 * `changed`, `unchanged` or `failed`. `synced` is a deed the dashboard was stopped while syncing
 * (it never lets a process exit mid-deed, but a machine can die): the rental service shows it
 * synced since the run began, so it is not sent again, and what changed was not recorded.
 */
export const SYNC_ITEM_STATES = [
  "pending",
  "syncing",
  "changed",
  "unchanged",
  "failed",
  "synced",
] as const;
export type SyncItemState = (typeof SYNC_ITEM_STATES)[number];

/** A deed picked on the properties page: the id syncs it, the rest names it in the result. */
export const selectedDeedSchema = z.strictObject({
  id: z
    .number({ error: msg("validation.number") })
    .check(
      wholeNumber(msg("validation.wholeNumber")),
      z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
      z.lte(Number.MAX_SAFE_INTEGER, { error: msg("validation.tooLarge") }),
    ),
  document_number: documentNumber,
  property_name: z._default(z.string().check(z.maxLength(500)), ""),
  /** As the list showed it: how the job tells, after a crash, whether the deed was synced. */
  synced_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});

// POST /api/deed-sync/runs
export const startSyncRunSchema = z.discriminatedUnion(
  "scope",
  [
    z.strictObject({
      scope: z.literal("selected"),
      deeds: z
        .array(selectedDeedSchema)
        .check(
          z.minLength(1, { error: msg("validation.atLeastOneDeed") }),
          z.maxLength(MAX_SELECTED, { error: msg("validation.atMost", { max: MAX_SELECTED }) }),
        ),
    }),
    z.strictObject({ scope: z.literal("stale"), days: staleDaysSchema }),
  ],
  { error: msg("validation.oneOf", { values: "selected, stale" }) },
);
export type StartSyncRun = z.output<typeof startSyncRunSchema>;

export const syncRunParamsSchema = z.strictObject({ id: z.uuid() });
export const syncRunListQuerySchema = z.strictObject(pageQueryShape, {
  error: msg("validation.unknownQueryParameter"),
});
/** GET /api/deed-sync/runs/{id}: a page of the run's finished deeds, `state` to pick a group. */
export const syncRunItemsQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    state: z.optional(z.enum(SYNC_ITEM_STATES)),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export const syncCountsSchema = z.object({
  total: z.int(),
  pending: z.int(),
  syncing: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  failed: z.int(),
  synced: z.int(),
});

export const syncErrorSchema = z.object({ code: z.string(), message: z.string() });

export const syncRunSchema = z.object({
  id: z.string(),
  status: z.enum(SYNC_RUN_STATUSES),
  scope: z.enum(["selected", "stale"]),
  staleDays: z.nullable(z.number()),
  staleBefore: z.nullable(z.string()),
  requestedBy: z.string(),
  requestedByEmail: z.string(),
  rps: z.number(),
  /** Stale runs: false while the service's list is still being read (the total still grows). */
  listed: z.boolean(),
  counts: syncCountsSchema,
  error: z.nullable(syncErrorSchema),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});

export const syncItemSchema = z.object({
  seq: z.number(),
  propertyId: z.number(),
  documentNumber: z.string(),
  propertyName: z.string(),
  state: z.enum(SYNC_ITEM_STATES),
  changes: z.nullable(z.array(syncChangeSchema)),
  error: z.nullable(syncErrorSchema),
  syncedAt: z.nullable(z.string()),
});

export type SyncCounts = z.output<typeof syncCountsSchema>;
export type SyncError = z.output<typeof syncErrorSchema>;
export type SyncRun = z.output<typeof syncRunSchema>;
export type SyncItem = z.output<typeof syncItemSchema>;
