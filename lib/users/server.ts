import "server-only";

// The users feature's server face: what other features and the app use of it on the server.

export { auditPage } from "./audit-log";
