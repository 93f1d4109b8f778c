// The ledger group's operations (bench/ledger.ts runs them in this order) and its figure keys,
// apart from the group's code so that bench/results.ts reads them without a database driver.

export const LEDGER_OPERATION_NAMES = [
  "record_payment",
  "statement",
  "arrears_page",
  "money_summary",
] as const;
export type LedgerOperationName = (typeof LEDGER_OPERATION_NAMES)[number];

const PER_OPERATION = ["p50_ms", "p99_ms", "p50_ms_c10", "p99_ms_c10", "queries"] as const;

/**
 * `seed_seconds`, then `<operation>_p50_ms`, `_p99_ms`, `_p50_ms_c10`, `_p99_ms_c10`, `_queries`,
 * then the arrears page's first HTML through HTTP (`arrears_html_p50_ms`, `_p99_ms`; no target).
 */
export function ledgerKeys(): string[] {
  return [
    "seed_seconds",
    ...LEDGER_OPERATION_NAMES.flatMap((op) => PER_OPERATION.map((k) => `${op}_${k}`)),
    "arrears_html_p50_ms",
    "arrears_html_p99_ms",
  ];
}
