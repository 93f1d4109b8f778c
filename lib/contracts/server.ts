import "server-only";

// The contracts feature's server face: what other features and the app use of it on the server.

export { refreshDefaultDecisionDates, registerPage } from "./store";
export { listDecisionsDue, listEndingGroups, summarizeRegister } from "./summary";
export { contractPrefetch } from "./prefetch";
export { recordProperty, recordUnit } from "./register";
export { learnUnknownUnits } from "./unit-backfill";
export { namesInRegister } from "./register-names";
export { propertyOfUnit } from "./register";
export { contractsForStatement, type StatementContractRow } from "./statement-register";
export { getRegisteredContract } from "./store";
/** The register's table, for features whose reports are SQL over it (lib/occupancy). */
export { contractRegister } from "./tables";
