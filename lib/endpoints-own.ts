import * as z from "zod/mini";

import {
  accountSessionSchema,
  changePasswordSchema,
  confirmSecondFactorSchema,
  endedOwnSessionSchema,
  passwordChangedSchema,
  reauthenticateSchema,
  recoveryCodesSchema,
  secondFactorOffSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  sessionParamsSchema,
} from "@/lib/account/schemas";
import { endpoint } from "@/lib/http/endpoint";
import { OWN_ROUTES as r } from "@/lib/route-table";
import type { Permission } from "@/lib/auth/permissions";
import { EXPORT_TOTAL_HEADER, type ExportList } from "@/lib/exports/formats";
import {
  auditEntrySchema,
  auditListQuerySchema,
  ownActivityQuerySchema,
} from "@/lib/users/audit-schemas";
import {
  startSyncRunSchema,
  syncItemSchema,
  syncRunItemsQuerySchema,
  syncRunListQuerySchema,
  syncRunParamsSchema,
  syncRunSchema,
} from "@/lib/deeds/sync/schemas";
import { EXPORT_FILE_TYPES, exportFileSchema, exportQuerySchema } from "@/lib/exports/schemas";
import { overviewSchema } from "@/lib/overview/schema";
import { attentionListSchema, attentionQuerySchema } from "@/lib/parties/attention-schemas";
import { preferencesPatchSchema, preferencesSchema } from "@/lib/preferences/schema";
import { registerEntrySchema, registerListQuerySchema } from "@/lib/contracts/schemas";
import { idParams } from "@/lib/rental/path-params";
import { listOf, recordOf } from "@/lib/rental/results";
import { createSavedViewSchema } from "@/lib/saved-views/create-schema";
import {
  deletedViewSchema,
  savedViewListQuerySchema,
  savedViewParamsSchema,
  savedViewSchema,
  updateSavedViewSchema,
} from "@/lib/saved-views/schemas";
import {
  createdUserSchema,
  createUserSchema,
  endedSessionsSchema,
  publicUserSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from "@/lib/users/schemas";

// The dashboard's own endpoints that its pages read and write: the overview, the contract
// register, the parties that need attention, the audit log, one's own preferences, account and
// saved views, and users. Same envelopes and errors as the mirror. The account endpoints stay
// open to a session that must first change its password or enrol a second factor
// (allowRestricted): they are how the person does so.

export const ownEndpoints = {
  overview: endpoint({
    ...r.overview,
    summary:
      "The overview: counts, the register by status, ending soon, recent activity, the next 12 months",
    permission: "rental:read",
    response: recordOf(overviewSchema),
  }),
  listContractRegister: endpoint({
    ...r.listContractRegister,
    summary: "The register of contracts the dashboard created or changed",
    permission: "rental:read",
    query: registerListQuerySchema,
    response: listOf(registerEntrySchema),
  }),
  getRegisteredContract: endpoint({
    ...r.getRegisteredContract,
    summary: "One contract from the register, deleted ones included",
    permission: "rental:read",
    params: idParams,
    response: recordOf(registerEntrySchema),
  }),
  listPartyAttention: endpoint({
    ...r.listPartyAttention,
    summary:
      "Parties whose ID fails its check digit, whose mobile is not Saudi, or who lack a date of birth (a scan of all parties, kept for a minute)",
    permission: "rental:read",
    query: attentionQuerySchema,
    response: attentionListSchema,
  }),
  listAudit: endpoint({
    ...r.listAudit,
    summary: "The audit log, newest first",
    permission: "audit:read",
    query: auditListQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  listOwnActivity: endpoint({
    ...r.listOwnActivity,
    summary: "The signed-in user's own audit entries, newest first",
    permission: "signed-in",
    query: ownActivityQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  getPreferences: endpoint({
    ...r.getPreferences,
    summary: "The language, digits and calendar in effect for the signed-in user",
    permission: "signed-in",
    response: recordOf(preferencesSchema),
  }),
  updatePreferences: endpoint({
    ...r.updatePreferences,
    summary: "Change any of them; kept on the profile and in this browser",
    permission: "signed-in",
    body: preferencesPatchSchema,
    response: recordOf(preferencesSchema),
  }),
  listUsers: endpoint({
    ...r.listUsers,
    summary: "The dashboard's users",
    permission: "user:manage",
    query: userListQuerySchema,
    response: listOf(publicUserSchema),
  }),
  createUser: endpoint({
    ...r.createUser,
    summary: "Add a user; a generated password is returned once",
    permission: "user:manage",
    body: createUserSchema,
    response: recordOf(createdUserSchema),
    status: 201,
  }),
  updateUser: endpoint({
    ...r.updateUser,
    summary: "Change a user's name, role, disabled flag or password",
    permission: "user:manage",
    params: userIdParamsSchema,
    body: updateUserSchema,
    response: recordOf(publicUserSchema),
  }),
  endUserSessions: endpoint({
    ...r.endUserSessions,
    summary: "Sign a user out everywhere; an admin ending their own keeps the current session",
    permission: "user:manage",
    params: userIdParamsSchema,
    response: recordOf(endedSessionsSchema),
  }),
  listOwnSessions: endpoint({
    ...r.listOwnSessions,
    summary: "The signed-in user's own sessions: browser, address, signed in and last seen",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(z.array(accountSessionSchema)),
  }),
  endOwnSession: endpoint({
    ...r.endOwnSession,
    summary: "End one of one's own sessions, this one included",
    permission: "signed-in",
    allowRestricted: true,
    params: sessionParamsSchema,
    response: recordOf(endedOwnSessionSchema),
  }),
  endOtherSessions: endpoint({
    ...r.endOtherSessions,
    summary: "End all of one's own sessions except this one",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(endedSessionsSchema),
  }),
  changePassword: endpoint({
    ...r.changePassword,
    summary:
      "Change one's own password: the current one is checked under the sign-in throttle; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    body: changePasswordSchema,
    response: recordOf(passwordChangedSchema),
  }),
  getSecondFactor: endpoint({
    ...r.getSecondFactor,
    summary:
      "Whether two-step verification is on or required, and how many recovery codes are left",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(secondFactorStatusSchema),
  }),
  beginSecondFactor: endpoint({
    ...r.beginSecondFactor,
    summary: "Start setting up two-step verification: a new secret and its QR code",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(secondFactorSetupSchema),
  }),
  confirmSecondFactor: endpoint({
    ...r.confirmSecondFactor,
    summary: "Turn two-step verification on with a first code from the app; recovery codes once",
    permission: "signed-in",
    allowRestricted: true,
    body: confirmSecondFactorSchema,
    response: recordOf(recoveryCodesSchema),
  }),
  removeSecondFactor: endpoint({
    ...r.removeSecondFactor,
    summary: "Turn two-step verification off: the current password again; refused where required",
    permission: "signed-in",
    allowRestricted: true,
    body: reauthenticateSchema,
    response: recordOf(secondFactorOffSchema),
  }),
  replaceRecoveryCodes: endpoint({
    ...r.replaceRecoveryCodes,
    summary: "New recovery codes, returned once, the old ones void: the current password again",
    permission: "signed-in",
    allowRestricted: true,
    body: reauthenticateSchema,
    response: recordOf(recoveryCodesSchema),
  }),
  // Saved views of the list pages (lib/saved-views): kept per person for the lists their role
  // reads; shared ones are read-only to everyone but their owner.
  listSavedViews: endpoint({
    ...r.listSavedViews,
    summary:
      "One's own saved views of a list and those the team shares, each with its owner and whether one may change it",
    permission: "signed-in",
    query: savedViewListQuerySchema,
    response: recordOf(z.array(savedViewSchema)),
  }),
  createSavedView: endpoint({
    ...r.createSavedView,
    summary:
      "Save a list page's filters, sort, page size and columns under a name (unique per person and list)",
    permission: "signed-in",
    body: createSavedViewSchema,
    response: recordOf(savedViewSchema),
    status: 201,
  }),
  updateSavedView: endpoint({
    ...r.updateSavedView,
    summary: "Rename one's own view, or share it with the team or stop sharing it",
    permission: "signed-in",
    params: savedViewParamsSchema,
    body: updateSavedViewSchema,
    response: recordOf(savedViewSchema),
  }),
  deleteSavedView: endpoint({
    ...r.deleteSavedView,
    summary: "Delete one's own view (403 for a view others share with one)",
    permission: "signed-in",
    params: savedViewParamsSchema,
    response: recordOf(deletedViewSchema),
  }),
  // Exports: every row matching the list page's filters, streamed as CSV or .xlsx; the
  // permission is the list page's own. Audited as list.export.
  exportProperties: exportRow("properties", "All properties matching the filters", "rental:read"),
  exportParties: exportRow("parties", "All parties matching the search", "rental:read"),
  exportPartyAttention: exportRow(
    "parties-attention",
    "All parties that need attention, of the chosen problem",
    "rental:read",
  ),
  exportContracts: exportRow("contracts", "The whole filtered contract register", "rental:read"),
  exportAudit: exportRow("audit", "The whole filtered audit log", "audit:read"),
  exportUsers: exportRow("users", "All users matching the search", "user:manage"),
  // Bulk deed sync (admins): runs of the job that syncs deeds with the national registry at
  // BULK_SYNC_UPSTREAM_RPS, in the background, across restarts. Audited as deed-sync.*.
  listSyncRuns: endpoint({
    ...r.listSyncRuns,
    summary: "Bulk deed sync runs, newest first, with their progress",
    permission: "property:sync",
    query: syncRunListQuerySchema,
    response: listOf(syncRunSchema),
  }),
  startSyncRun: endpoint({
    ...r.startSyncRun,
    summary:
      "Start syncing picked deeds, or all deeds not synced within N days (409 while such a run is unfinished)",
    permission: "property:sync",
    body: startSyncRunSchema,
    response: recordOf(syncRunSchema),
    status: 201,
  }),
  getSyncRun: endpoint({
    ...r.getSyncRun,
    summary: "One run: status and how many deeds are pending, changed, unchanged or failed",
    permission: "property:sync",
    params: syncRunParamsSchema,
    response: recordOf(syncRunSchema),
  }),
  listSyncRunItems: endpoint({
    ...r.listSyncRunItems,
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
    ...r[name],
    summary,
    permission: "property:sync",
    params: syncRunParamsSchema,
    response: recordOf(syncRunSchema),
  });
}

function exportRow(list: ExportList, what: string, permission: Permission) {
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
export type OwnEndpoints = typeof ownEndpoints;
