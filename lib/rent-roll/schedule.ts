// A contract's instalments, worked out from the register's row: pure, so that the store, the
// migration's test and the UI's explanation agree. Money is integer halalas throughout.
//
// The rules (ours, where Ejar publishes none):
// - The term runs from the start date to the end date (or, with no end date, `duration` whole
//   years less a day). It is cut into periods of the payment cycle, each counted from the start
//   date (a contract starting on 31 January is due on 28/29 February, 31 March, 30 April …, as
//   PostgreSQL's `date + interval 'n months'` counts: the migration builds the same schedule in
//   SQL). The last period ends with the term, so it may be short.
// - The total rent for the term is shared equally between the periods, a short last one
//   included (Ejar's instalments are equal); the last instalment absorbs the rounding.
// - VAT, for commercial contracts only (residential leasing is exempt), on each instalment due
//   on or after the rate's effective date: rent × rate, rounded half up to the halala.

export type BillingCycle = "monthly" | "quarterly" | "semi_annual" | "annual";

/**
 * Months per payment cycle. The interface documents `monthly` only, and the rental service
 * stores any `billing_type` text as given (rental-service/README.md); the others are Ejar's
 * cycles under the names they are likely to be sent with. Any other value is read as monthly.
 */
const CYCLE_MONTHS: Record<string, number> = {
  monthly: 1,
  quarterly: 3,
  semi_annual: 6,
  "semi-annual": 6,
  semiannual: 6,
  half_yearly: 6,
  annual: 12,
  annually: 12,
  yearly: 12,
};

export function cycleMonths(billingType: string): number {
  return CYCLE_MONTHS[billingType.trim().toLowerCase()] ?? 1;
}

/** The VAT rate (basis points: 1500 is 15 %) and the first due date it applies to. */
export type VatSetting = { rateBasisPoints: number; effectiveFrom: string };

/** What a schedule is worked out from: the register's row, the rent in halalas. */
export type ScheduleTerms = {
  contractType: string;
  billingType: string;
  totalRent: number;
  startDate: string | null;
  endDate: string | null;
  duration: number;
};

export type Instalment = {
  /** 1, 2, …: the instalment's place in the schedule. */
  seq: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  rent: number;
  vat: number;
  total: number;
};

/** A total in SAR (the register's `total_rent`, up to two decimals) as halalas. */
export function toHalalas(sar: number): number {
  return Math.round(sar * 100);
}

const DAY_MS = 86_400_000;

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y!, m!, d!];
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date + n months`, the day clamped to the month's last (as PostgreSQL does). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = Date.UTC(y, m - 1 + months, 1);
  const year = new Date(first).getUTCFullYear();
  const month = new Date(first).getUTCMonth();
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month, Math.min(d, last)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return iso(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

/** The term's last day: the end date, else `duration` years from the start less a day. */
export function termEnd(terms: Pick<ScheduleTerms, "startDate" | "endDate" | "duration">) {
  if (terms.endDate) return terms.endDate;
  if (!terms.startDate) return null;
  return addDays(addMonths(terms.startDate, 12 * Math.max(terms.duration, 1)), -1);
}

/** Ejar registers contracts of up to 30 years: 360 monthly periods at most. */
const MAX_PERIODS = 30 * 12 + 1;

export function vatOn(rent: number, dueDate: string, contractType: string, vat: VatSetting) {
  if (contractType !== "commercial" || dueDate < vat.effectiveFrom) return 0;
  // Integer arithmetic: round half up without floating point.
  return Math.floor((rent * vat.rateBasisPoints + 5_000) / 10_000);
}

/** The periods of the term, each due on its first day. */
export function periodsOf(terms: ScheduleTerms): { start: string; end: string }[] {
  const end = termEnd(terms);
  if (!terms.startDate || !end || end < terms.startDate) return [];
  const cycle = cycleMonths(terms.billingType);
  const periods: { start: string; end: string }[] = [];
  for (let k = 0; k < MAX_PERIODS; k++) {
    const start = addMonths(terms.startDate, k * cycle);
    if (start > end) break;
    const next = addDays(addMonths(terms.startDate, (k + 1) * cycle), -1);
    periods.push({ start, end: next < end ? next : end });
  }
  return periods;
}

/** The whole schedule: the total rent shared equally, the last instalment absorbing the rest. */
export function buildSchedule(terms: ScheduleTerms, vat: VatSetting): Instalment[] {
  const periods = periodsOf(terms);
  const n = periods.length;
  if (n === 0 || terms.totalRent < 0) return [];
  const each = Math.floor(terms.totalRent / n);
  return periods.map((p, i) => {
    const rent = i === n - 1 ? terms.totalRent - each * (n - 1) : each;
    return withVat(
      { seq: i + 1, periodStart: p.start, periodEnd: p.end, dueDate: p.start, rent },
      terms.contractType,
      vat,
    );
  });
}

export function withVat(
  i: Omit<Instalment, "vat" | "total">,
  contractType: string,
  vat: VatSetting,
): Instalment {
  const v = vatOn(i.rent, i.dueDate, contractType, vat);
  return { ...i, vat: v, total: i.rent + v };
}

/**
 * The schedule after a change of the contract, given the instalments already paid (in part or
 * whole): those stay as they were, by their place in the schedule; the others take the new
 * schedule's dates and amounts, and the last of them absorbs the difference, so that the rent
 * still sums to the total for the term where it can (never below zero).
 */
export function realign(
  computed: Instalment[],
  paid: ReadonlyMap<number, { rent: number }>,
  totalRent: number,
  contractType: string,
  vat: VatSetting,
): Instalment[] {
  const open = computed.filter((i) => !paid.has(i.seq));
  if (open.length === 0 || paid.size === 0) return open;
  const paidRent = [...paid.values()].reduce((sum, i) => sum + i.rent, 0);
  const openRent = open.reduce((sum, i) => sum + i.rent, 0);
  const last = open[open.length - 1]!;
  const rent = Math.max(0, last.rent + totalRent - paidRent - openRent);
  return [...open.slice(0, -1), withVat({ ...last, rent }, contractType, vat)];
}
