import { z } from "zod";

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
import { endpoint } from "@/lib/api/endpoint";
import {
  auditEntrySchema,
  auditListQuerySchema,
  ownActivityQuerySchema,
} from "@/lib/audit/schemas";
import { overviewSchema } from "@/lib/overview/schema";
import { attentionListSchema, attentionQuerySchema } from "@/lib/party-attention/schemas";
import { preferencesPatchSchema, preferencesSchema } from "@/lib/preferences/schema";
import { registerEntrySchema, registerListQuerySchema } from "@/lib/register/schemas";
import { idParams } from "@/lib/rental/path-params";
import { listOf, recordOf } from "@/lib/rental/results";
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
// register, the parties that need attention, the audit log, one's own preferences and account,
// and users. Same envelopes and errors as the mirror. The account endpoints stay open to a
// session that must first change its password or enrol a second factor (allowRestricted): they
// are how the person does so.

export const ownEndpoints = {
  overview: endpoint({
    method: "GET",
    path: "/api/overview",
    summary:
      "The overview: counts, the register by status, ending soon, recent activity, the next 12 months",
    permission: "rental:read",
    response: recordOf(overviewSchema),
  }),
  listContractRegister: endpoint({
    method: "GET",
    path: "/api/contracts",
    summary: "The register of contracts the dashboard created or changed",
    permission: "rental:read",
    query: registerListQuerySchema,
    response: listOf(registerEntrySchema),
  }),
  getRegisteredContract: endpoint({
    method: "GET",
    path: "/api/contracts/{id}",
    summary: "One contract from the register, deleted ones included",
    permission: "rental:read",
    params: idParams,
    response: recordOf(registerEntrySchema),
  }),
  listPartyAttention: endpoint({
    method: "GET",
    path: "/api/parties/attention",
    summary:
      "Parties whose ID fails its check digit, whose mobile is not Saudi, or who lack a date of birth (a scan of all parties, kept for a minute)",
    permission: "rental:read",
    query: attentionQuerySchema,
    response: attentionListSchema,
  }),
  listAudit: endpoint({
    method: "GET",
    path: "/api/audit",
    summary: "The audit log, newest first",
    permission: "audit:read",
    query: auditListQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  listOwnActivity: endpoint({
    method: "GET",
    path: "/api/me/activity",
    summary: "The signed-in user's own audit entries, newest first",
    permission: "signed-in",
    query: ownActivityQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  getPreferences: endpoint({
    method: "GET",
    path: "/api/me/preferences",
    summary: "The language, digits and calendar in effect for the signed-in user",
    permission: "signed-in",
    response: recordOf(preferencesSchema),
  }),
  updatePreferences: endpoint({
    method: "PUT",
    path: "/api/me/preferences",
    summary: "Change any of them; kept on the profile and in this browser",
    permission: "signed-in",
    body: preferencesPatchSchema,
    response: recordOf(preferencesSchema),
  }),
  listUsers: endpoint({
    method: "GET",
    path: "/api/users",
    summary: "The dashboard's users",
    permission: "user:manage",
    query: userListQuerySchema,
    response: listOf(publicUserSchema),
  }),
  createUser: endpoint({
    method: "POST",
    path: "/api/users",
    summary: "Add a user; a generated password is returned once",
    permission: "user:manage",
    body: createUserSchema,
    response: recordOf(createdUserSchema),
    status: 201,
  }),
  updateUser: endpoint({
    method: "PATCH",
    path: "/api/users/{id}",
    summary: "Change a user's name, role, disabled flag or password",
    permission: "user:manage",
    params: userIdParamsSchema,
    body: updateUserSchema,
    response: recordOf(publicUserSchema),
  }),
  endUserSessions: endpoint({
    method: "DELETE",
    path: "/api/users/{id}/sessions",
    summary: "Sign a user out everywhere; an admin ending their own keeps the current session",
    permission: "user:manage",
    params: userIdParamsSchema,
    response: recordOf(endedSessionsSchema),
  }),
  listOwnSessions: endpoint({
    method: "GET",
    path: "/api/account/sessions",
    summary: "The signed-in user's own sessions: browser, address, signed in and last seen",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(z.array(accountSessionSchema)),
  }),
  endOwnSession: endpoint({
    method: "DELETE",
    path: "/api/account/sessions/{id}",
    summary: "End one of one's own sessions, this one included",
    permission: "signed-in",
    allowRestricted: true,
    params: sessionParamsSchema,
    response: recordOf(endedOwnSessionSchema),
  }),
  endOtherSessions: endpoint({
    method: "DELETE",
    path: "/api/account/sessions",
    summary: "End all of one's own sessions except this one",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(endedSessionsSchema),
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/account/password",
    summary:
      "Change one's own password: the current one is checked under the sign-in throttle; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    body: changePasswordSchema,
    response: recordOf(passwordChangedSchema),
  }),
  getSecondFactor: endpoint({
    method: "GET",
    path: "/api/account/second-factor",
    summary:
      "Whether two-step verification is on or required, and how many recovery codes are left",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(secondFactorStatusSchema),
  }),
  beginSecondFactor: endpoint({
    method: "POST",
    path: "/api/account/second-factor",
    summary: "Start setting up two-step verification: a new secret and its QR code",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(secondFactorSetupSchema),
  }),
  confirmSecondFactor: endpoint({
    method: "PUT",
    path: "/api/account/second-factor",
    summary: "Turn two-step verification on with a first code from the app; recovery codes once",
    permission: "signed-in",
    allowRestricted: true,
    body: confirmSecondFactorSchema,
    response: recordOf(recoveryCodesSchema),
  }),
  removeSecondFactor: endpoint({
    method: "DELETE",
    path: "/api/account/second-factor",
    summary: "Turn two-step verification off: the current password again; refused where required",
    permission: "signed-in",
    allowRestricted: true,
    body: reauthenticateSchema,
    response: recordOf(secondFactorOffSchema),
  }),
  replaceRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/account/second-factor/recovery-codes",
    summary: "New recovery codes, returned once, the old ones void: the current password again",
    permission: "signed-in",
    allowRestricted: true,
    body: reauthenticateSchema,
    response: recordOf(recoveryCodesSchema),
  }),
};
