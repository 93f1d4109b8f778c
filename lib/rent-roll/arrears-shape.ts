import { addDays } from "@/lib/rental/contract-period";

// The arrears list's fixed values, with no schema: the browser's list page loads this module.

/** Ageing buckets by the oldest overdue instalment's days late (arrears.ts). */
export const ARREARS_BUCKETS = ["1_30", "31_60", "61_90", "over_90"] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

export const ARREARS_PAGE_SIZE = 50;

/** What a follow-up of a contract's arrears was. */
export const REMINDER_KINDS = ["whatsapp_reminder"] as const;

/** Each bucket's first and last day late (over 90: from 91, no last), for its words. */
export const BUCKET_DAYS = {
  "1_30": [1, 30],
  "31_60": [31, 60],
  "61_90": [61, 90],
  over_90: [91, null],
} as const satisfies Record<ArrearsBucket, readonly [number, number | null]>;

/** A bucket in words: "arrears.buckets.range" (31–60 days) or "…over" (over 90 days). */
export function bucketWords(
  t: (key: string, values: Record<string, string | number>) => string,
  bucket: ArrearsBucket,
  number: (n: number) => string = String,
): string {
  const [from, to] = BUCKET_DAYS[bucket];
  return to === null
    ? t("arrears.buckets.over", { days: number(from - 1) })
    : t("arrears.buckets.range", { from: number(from), to: number(to) });
}

/** Whole days from the Riyadh day of the instant `at` to `today` (YYYY-MM-DD): 0 the same day. */
export function daysSince(at: string, today: string): number {
  const day = new Date(Date.parse(at) + 3 * 3600_000).toISOString().slice(0, 10);
  return Math.max(
    0,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000),
  );
}

/** The first day of the (Gregorian) month of `today`, and the first day of the next. */
export function monthOf(today: string): { start: string; next: string } {
  const start = `${today.slice(0, 7)}-01`;
  return { start, next: `${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01` };
}
