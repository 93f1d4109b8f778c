import "server-only";

import { contractsForStatement } from "@/lib/contracts/server";
import { getDb } from "@/lib/db";
import type { ExportFormat } from "@/lib/exports/formats";
import { exportResponse } from "@/lib/exports/respond";
import type { ExportSource } from "@/lib/exports/source";
import type { AnyEndpoint } from "@/lib/http/endpoint";
import type { ResponseArgs, RouteHandler } from "@/lib/http/handler";
import { ownRoute } from "@/lib/http/route";
import { apiError, json } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import type { StatementRow } from "./export";
import type { StatementRange } from "./schemas";
import { contractStatement, partyStatement } from "./store";

// What /api/statements does once the request is checked (lib/http/handler.ts: session,
// permission, path and range): every role reads; nothing is written.

// GET /api/statements/contracts/{id}?from=&to=
export async function contractStatementResponse({
  params,
  query,
}: ResponseArgs<{ id: number }, StatementRange>) {
  const statement = await contractStatement(await getDb(), params.id, query);
  if (!statement) return apiError(404, "NOT_FOUND", msg("apiErrors.statements.contractNotFound"));
  return json({ data: statement, meta: {} });
}

// GET /api/statements/parties/{id}?from=&to=
export async function partyStatementResponse({
  params,
  query,
}: ResponseArgs<{ id: number }, StatementRange>) {
  const statement = await partyStatement(await getDb(), params.id, query);
  if (!statement) return apiError(404, "NOT_FOUND", msg("apiErrors.statements.partyNotFound"));
  return json({ data: statement, meta: {} });
}

/**
 * An export of a statement: 404 for a contract (or tenant) the register does not know, else the
 * file through the one export path (lib/exports: the running-exports limit, the audit row).
 */
export function statementExportRoute(
  row: AnyEndpoint,
  source: ExportSource<StatementRow>,
  by: "contract" | "party",
): RouteHandler {
  return ownRoute(row, async ({ user, req, query, requestId }) => {
    const q = query as { format: ExportFormat; contract?: number; party?: number };
    const known = await contractsForStatement(
      await getDb(),
      by === "contract" ? { contract: q.contract! } : { tenant: q.party! },
    );
    if (known.length === 0)
      return by === "contract"
        ? apiError(404, "NOT_FOUND", msg("apiErrors.statements.contractNotFound"))
        : apiError(404, "NOT_FOUND", msg("apiErrors.statements.partyNotFound"));
    return exportResponse(source, { user, req, format: q.format, requestId });
  });
}
