// The users feature's public face: what other features and the app use of it.

export { userEndpoints } from "./endpoints";
export { auditEntrySchema } from "./audit-schemas";
export { auditListParams, userListParams } from "./list";
