// "Not synced within N days" as an instant. Apart from stale.ts (the rule for N, with zod) because
// every page that lists properties computes the cutoff, and only the properties page reads N.

const DAY_MS = 86_400_000;

/** The instant `days` days before `now`: a deed last synced before it (or never) is stale. */
export function staleCutoff(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
