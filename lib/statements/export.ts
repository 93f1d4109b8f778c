import "server-only";

import { unitName } from "@/lib/contracts";
import { getDb } from "@/lib/db";
import { dateColumns, type Column, type Translate } from "@/lib/exports/columns";
import type { ExportList } from "@/lib/exports/formats";
import { exportSource, type ExportSource } from "@/lib/exports/source";
import { normaliseDigits } from "@/lib/rental/digits";

import type { LedgerTotals, StatementContract, StatementEntry } from "./schemas";
import { contractStatement, partyStatement } from "./store";

// GET /api/exports/contract-statement?contract=<id>&from=&to= and
// GET /api/exports/party-statement?party=<id>&from=&to=: the statement as its page shows it,
// a row per entry between an opening and a closing balance row (a tenant's: per contract, then
// the total of all). Amounts are SAR with two decimals worked out from the halalas; dates ISO
// beside their Hijri day. The route has checked the parameters (endpoints.ts) and that the
// contract or party is known (export-route.ts); the whole statement is one read.

type Line = "opening" | "closing" | "total";
export type StatementRow = {
  contract: StatementContract | null;
  line: Line | StatementEntry;
  /** Opening, closing and total rows: the balance they state (halalas). */
  totals: LedgerTotals | null;
  /** The range's first or last day, for an opening or closing row. */
  day: string | null;
};

const money = (halalas: number | null | undefined) =>
  halalas === null || halalas === undefined ? null : { halalas };

function columns(t: Translate, withContract: boolean): Column<StatementRow>[] {
  const sar = (key: string) =>
    t("statements.exportHeaders.sar", { column: t(`statements.columns.${key}`) });
  const entry = (row: StatementRow) => (typeof row.line === "string" ? null : row.line);
  const contract: Column<StatementRow>[] = withContract
    ? [
        {
          header: t("statements.columns.contract"),
          value: (r) =>
            r.contract
              ? t("statements.exportContract", {
                  id: r.contract.id,
                  unit: unitName(r.contract.known_unit, r.contract.unit_id, t),
                })
              : "",
        },
      ]
    : [];
  return [
    ...contract,
    ...dateColumns<StatementRow>(t, t("statements.columns.date"), (r) => entry(r)?.date ?? r.day),
    {
      header: t("statements.columns.type"),
      value: (r) => t(`statements.kinds.${typeof r.line === "string" ? r.line : r.line.kind}`),
    },
    {
      header: t("statements.columns.details"),
      value: (r) => {
        const e = entry(r);
        if (!e) return "";
        if (e.kind === "charge") return t("statements.details.charge", { seq: e.seq ?? "" });
        if (e.kind === "void")
          return t("statements.details.void", { receipt: e.receipt ?? "", reason: e.reason ?? "" });
        return t(e.voided ? "statements.details.voidedPayment" : "statements.details.payment", {
          receipt: e.receipt ?? "",
        });
      },
    },
    {
      header: t("statements.columns.method"),
      value: (r) => {
        const method = entry(r)?.method;
        return method ? t(`rentRoll.methods.${method}`) : "";
      },
    },
    { header: t("statements.columns.reference"), value: (r) => entry(r)?.reference ?? "" },
    { header: sar("rent"), value: (r) => money(entry(r)?.rent), money: true },
    { header: sar("vat"), value: (r) => money(entry(r)?.vat), money: true },
    // A side an entry does not touch stays empty, as on the page.
    { header: sar("debit"), value: (r) => money(entry(r)?.debit || null), money: true },
    { header: sar("credit"), value: (r) => money(entry(r)?.credit || null), money: true },
    {
      header: sar("balance"),
      value: (r) => {
        const e = entry(r);
        if (e) return money(e.balance);
        return money(r.line === "opening" ? r.totals?.opening : r.totals?.closing);
      },
      money: true,
    },
  ];
}

function rowsOf(
  contract: StatementContract | null,
  entries: StatementEntry[],
  totals: LedgerTotals,
  range: { from: string | null; to: string | null },
): StatementRow[] {
  return [
    { contract, line: "opening", totals, day: range.from },
    ...entries.map((line) => ({ contract, line, totals: null, day: null })),
    { contract, line: "closing", totals, day: range.to },
  ];
}

const rangeOf = (params: URLSearchParams) => ({
  from: params.get("from") || undefined,
  to: params.get("to") || undefined,
});

const idOf = (params: URLSearchParams, name: string) =>
  Number(normaliseDigits(params.get(name) ?? ""));

function source(
  list: ExportList,
  read: (params: URLSearchParams) => Promise<StatementRow[]>,
  withContract: boolean,
): ExportSource<StatementRow> {
  return exportSource<StatementRow>({
    list,
    upstream: false,
    async prepare({ params, t }) {
      const rows = await read(params);
      return {
        columns: columns(t, withContract),
        // One read holds the whole statement; a later page is empty, which ends the file.
        read: async (page) => ({ rows: page === 1 ? rows : [], total: rows.length }),
      };
    },
  });
}

export const contractStatementExport = source(
  "contract-statement",
  async (params) => {
    const range = rangeOf(params);
    const statement = await contractStatement(await getDb(), idOf(params, "contract"), range);
    if (!statement) return [];
    return rowsOf(statement.contract, statement.entries, statement.totals, statement.range);
  },
  false,
);

export const partyStatementExport = source(
  "party-statement",
  async (params) => {
    const range = rangeOf(params);
    const statement = await partyStatement(await getDb(), idOf(params, "party"), range);
    if (!statement) return [];
    return [
      ...statement.contracts.flatMap((c) =>
        rowsOf(c.contract, c.entries, c.totals, statement.range),
      ),
      { contract: null, line: "total", totals: statement.totals, day: statement.range.to },
    ];
  },
  true,
);
