import * as z from "zod/mini";

import { exportEndpoint } from "@/lib/exports/endpoint";
import { exportQuerySchema } from "@/lib/exports/schemas";
import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";

import { STATEMENT_ROUTES } from "./routes";
import {
  contractStatementExportShape,
  contractStatementSchema,
  partyStatementExportShape,
  partyStatementSchema,
  rangeInOrder,
  statementParamsSchema,
  statementQuerySchema,
} from "./schemas";

// Statements' endpoints: a contract's and a tenant's ledger over an optional date range (from ≤
// to, ISO days), read by every role, and their exports through the one export path (the
// export permission is the lists' own: rental:read; audited as list.export). Amounts in answers
// are integer halalas.

const exportRow = (
  list: "contract-statement" | "party-statement",
  what: string,
  shape: z.core.$ZodLooseShape,
) => {
  const row = exportEndpoint(list, what, "rental:read", shape);
  return { ...row, query: z.extend(exportQuerySchema, shape).check(rangeInOrder) };
};

export const statementEndpoints = {
  getContractStatement: endpoint({
    ...STATEMENT_ROUTES.getContractStatement,
    summary:
      "A contract's statement: charges (instalments when due), payments and voids in date order with the running balance, and the opening and closing balances of the range, in halalas",
    permission: "rental:read",
    params: statementParamsSchema,
    query: statementQuerySchema,
    response: recordOf(contractStatementSchema),
  }),
  getPartyStatement: endpoint({
    ...STATEMENT_ROUTES.getPartyStatement,
    summary:
      "A tenant's statement: every contract naming the party as tenant, each with its entries and balances, and their totals, in halalas",
    permission: "rental:read",
    params: statementParamsSchema,
    query: statementQuerySchema,
    response: recordOf(partyStatementSchema),
  }),
  exportContractStatement: exportRow(
    "contract-statement",
    "A contract's statement (?contract=<id>&from=&to=)",
    contractStatementExportShape,
  ),
  exportPartyStatement: exportRow(
    "party-statement",
    "A tenant's statement (?party=<id>&from=&to=)",
    partyStatementExportShape,
  ),
};

export type StatementEndpoints = typeof statementEndpoints;
