import "server-only";

// Statements' server face: what the app's route handlers use of it on the server.

export { contractStatementExport, partyStatementExport } from "./export";
export {
  contractStatementResponse,
  partyStatementResponse,
  statementExportRoute,
} from "./handlers";
export { contractStatement, partyStatement } from "./store";
