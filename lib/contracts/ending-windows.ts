// Apart from the register's schemas (schemas.ts), so that the overview's client component
// needs no zod.

/** The windows (days) the overview counts contracts ending within. */
export const ENDING_WINDOWS = [30, 60, 90] as const;
