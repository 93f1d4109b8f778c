// The overview's windows and the register's sets of them (sets.ts), apart from the register's
// schemas (schemas.ts) so that the overview's client component and the register's filters need
// no zod.

/** The windows (days) the overview counts contracts ending within. */
export const ENDING_WINDOWS = [30, 60, 90] as const;
/** The windows (days) the overview counts decisions due within. */
export const DECISION_WINDOWS = [7, 30, 60] as const;

/** The register's `due` filter: the overdue decisions, or those due within a window. */
export const DUE_SETS = [
  "overdue",
  ...DECISION_WINDOWS.map(String),
] as readonly string[] as readonly ["overdue", "7", "30", "60"];
export type DueSet = (typeof DUE_SETS)[number];
/** The register's `ending` filter: contracts ending within a window. */
export const ENDING_SETS = ENDING_WINDOWS.map(String) as readonly string[] as readonly [
  "30",
  "60",
  "90",
];
export type EndingSet = (typeof ENDING_SETS)[number];
