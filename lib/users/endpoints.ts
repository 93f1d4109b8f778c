import { endpoint } from "@/lib/http/endpoint";
import { listOf, recordOf } from "@/lib/rental/results";
import {
  auditEntrySchema,
  auditListQuerySchema,
  ownActivityQuerySchema,
} from "@/lib/users/audit-schemas";
import {
  createdUserSchema,
  createUserSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from "@/lib/users/schemas";
import { endedSessionsSchema, publicUserSchema } from "@/lib/auth/schemas";
import { exportEndpoint } from "@/lib/exports/endpoint";
import { USER_ROUTES } from "./routes";

// The users feature's endpoints: method, path, permission, schemas and audit action.

export const userEndpoints = {
  listAudit: endpoint({
    ...USER_ROUTES.listAudit,
    summary: "The audit log, newest first",
    permission: "audit:read",
    query: auditListQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  listOwnActivity: endpoint({
    ...USER_ROUTES.listOwnActivity,
    summary: "The signed-in user's own audit entries, newest first",
    permission: "signed-in",
    query: ownActivityQuerySchema,
    response: listOf(auditEntrySchema),
  }),
  listUsers: endpoint({
    ...USER_ROUTES.listUsers,
    summary: "The dashboard's users",
    permission: "user:manage",
    query: userListQuerySchema,
    response: listOf(publicUserSchema),
  }),
  createUser: endpoint({
    ...USER_ROUTES.createUser,
    summary: "Add a user; a generated password is returned once",
    permission: "user:manage",
    stepUp: true,
    body: createUserSchema,
    response: recordOf(createdUserSchema),
    status: 201,
  }),
  updateUser: endpoint({
    ...USER_ROUTES.updateUser,
    summary: "Change a user's name, role, disabled flag or password",
    permission: "user:manage",
    stepUp: true,
    params: userIdParamsSchema,
    body: updateUserSchema,
    response: recordOf(publicUserSchema),
  }),
  endUserSessions: endpoint({
    ...USER_ROUTES.endUserSessions,
    summary: "Sign a user out everywhere; an admin ending their own keeps the current session",
    permission: "user:manage",
    stepUp: true,
    params: userIdParamsSchema,
    response: recordOf(endedSessionsSchema),
  }),
  exportAudit: exportEndpoint("audit", "The whole filtered audit log", "audit:read"),
  exportUsers: exportEndpoint("users", "All users matching the search", "user:manage"),
};

export type UserEndpoints = typeof userEndpoints;
