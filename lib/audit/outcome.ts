// An audit entry's outcome in words: the log keeps the HTTP status the person received, and the
// audit page and the overview's activity say what it meant (the status stays beside, as detail).

export const OUTCOMES = [
  "succeeded",
  "notAllowed",
  "invalid",
  "notFound",
  "conflict",
  "tooMany",
  "rentalServiceDown",
  "failed",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcomeOf(status: number): Outcome {
  if (status < 400) return "succeeded";
  if (status === 401 || status === 403) return "notAllowed";
  if (status === 404) return "notFound";
  if (status === 409) return "conflict";
  if (status === 429) return "tooMany";
  if (status < 500) return "invalid";
  // A bad gateway or a timeout: the rental service did not answer, or not in time.
  if (status === 502 || status === 503 || status === 504) return "rentalServiceDown";
  return "failed";
}

/** How the outcome is drawn: done, refused by a rule, or failed. */
export const outcomeTone = (status: number) =>
  status < 400 ? "success" : status < 500 ? "warning" : "destructive";
