import { addDays } from "@/lib/rental/contract-period";

import type { DemoRole } from "./plan";

// The demo register's payment history, planned from each contract's instalments as the ledger
// built them (pure and seeded: the same schedule on the same day plans the same history, so
// tests can check it). Every payment is dated before today. Most tenants pay on the due date
// or a few days before; some pay late; one pays in two parts; one pays part of the next
// instalment ahead; one cheque bounces (voided with a reason) and is paid again by transfer;
// and two contracts in each ageing bucket (overdue 1–30, 31–60, 61–90, over 90 days) stopped
// paying, their oldest unpaid instalment in that bucket, one of them after paying part of it.
// Drafts (reserved units: contracts starting later) and deleted drafts have no payments. The
// ledger allocates every payment to the oldest unpaid instalment, so a contract's unpaid
// instalments are always its last ones: the history is planned in that order.

export type HistoryInstalment = { seq: number; dueDate: string; total: number };
export type HistoryContract = {
  id: number;
  role: DemoRole;
  /** Its instalments not cancelled, as the ledger holds them. */
  instalments: HistoryInstalment[];
};

export const AGEING_BUCKETS = [
  { name: "1-30", from: 1, to: 30 },
  { name: "31-60", from: 31, to: 60 },
  { name: "61-90", from: 61, to: 90 },
  { name: "90+", from: 91, to: Number.POSITIVE_INFINITY },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]["name"];

export type Behaviour =
  "on-time" | "late" | "split" | "advance" | "bounced-cheque" | `arrears ${AgeingBucket}` | "none";

export type PlannedPayment = {
  kind: "payment";
  contractId: number;
  /** The idempotency key: the payment's name, for the void that refers to it. */
  key: string;
  paidOn: string;
  /** Halalas. */
  amount: number;
  method: "ejar_sadad" | "bank_transfer" | "cash" | "cheque";
  reference: string | null;
};
export type PlannedVoid = {
  kind: "void";
  contractId: number;
  /** The payment voided (its key). */
  key: string;
  on: string;
  reason: string;
};
export type HistoryEvent = PlannedPayment | PlannedVoid;

export type DemoHistory = {
  behaviours: Map<number, Behaviour>;
  /** In the order they happened (and are recorded): by date, then contract. */
  events: HistoryEvent[];
};

/** What the office typed when the bank returned the cheque. */
export const BOUNCED_CHEQUE_REASON = "شيك مرتجع من البنك لعدم كفاية الرصيد";

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function bucketOf(daysOverdue: number): AgeingBucket | null {
  return AGEING_BUCKETS.find((b) => daysOverdue >= b.from && daysOverdue <= b.to)?.name ?? null;
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const NO_PAYMENTS: readonly DemoRole[] = ["draft", "deleted"];
/** Contracts still running can fall behind; the ended ones were settled. */
const RUNNING: readonly DemoRole[] = [
  "overdue",
  "decision-7",
  "decision-30",
  "decision-60",
  "forecast",
  "running",
];
const SEED = 20_261_129;
/** The oldest unpaid instalment of a contract in the 90+ bucket is at most this old. */
const OLDEST_ARREARS_DAYS = 200;

const METHODS = [
  ["ejar_sadad", 6],
  ["bank_transfer", 3],
  ["cash", 1],
] as const;

export function planPaymentHistory(contracts: HistoryContract[], today: string): DemoHistory {
  const rng = random(SEED);
  const behaviours = new Map<number, Behaviour>();
  const stops = new Map<number, HistoryInstalment>();
  const age = (i: HistoryInstalment) => daysBetween(i.dueDate, today);
  const payable = contracts.filter(
    (c) => !NO_PAYMENTS.includes(c.role) && c.instalments.some((i) => age(i) > 0),
  );
  // A fixed shuffle, so that the behaviours are spread over the roles.
  const order = payable
    .map((c) => ({ c, r: rng.next() }))
    .sort((a, b) => a.r - b.r)
    .map(({ c }) => c);

  // Two contracts in each bucket, the oldest first (fewer contracts are that old).
  for (const bucket of [...AGEING_BUCKETS].reverse()) {
    let found = 0;
    for (const c of order) {
      if (found === 2) break;
      if (behaviours.has(c.id) || !RUNNING.includes(c.role)) continue;
      const to = Math.min(bucket.to, OLDEST_ARREARS_DAYS);
      const stop = c.instalments.findLast((i) => age(i) >= bucket.from && age(i) <= to);
      if (!stop) continue;
      behaviours.set(c.id, `arrears ${bucket.name}`);
      stops.set(c.id, stop);
      found++;
    }
  }
  const rest = order.filter((c) => !behaviours.has(c.id));
  const take = (behaviour: Behaviour, fits: (c: HistoryContract) => boolean) => {
    const c = rest.find((r) => !behaviours.has(r.id) && fits(r));
    if (c) behaviours.set(c.id, behaviour);
  };
  // A cheque whose void and second payment are both in the past.
  take("bounced-cheque", (c) => c.instalments.some((i) => age(i) >= 30));
  take("advance", (c) => RUNNING.includes(c.role) && c.instalments.some((i) => age(i) < -3));
  take("split", (c) => c.instalments.filter((i) => age(i) > 12).length >= 3);
  for (let n = 0; n < 4; n++) take("late", (c) => c.instalments.some((i) => age(i) > 25));
  for (const c of rest) if (!behaviours.has(c.id)) behaviours.set(c.id, "on-time");
  for (const c of contracts) if (!behaviours.has(c.id)) behaviours.set(c.id, "none");

  const events: (HistoryEvent & { at: string; rank: number })[] = [];
  contracts.forEach((c, rank) => {
    const behaviour = behaviours.get(c.id)!;
    if (behaviour === "none") return;
    const own = random(SEED + c.id * 7_919);
    const method = weighted(own.next(), METHODS);
    let n = 0;
    let lastPaidOn: string | null = null;
    const pay = (
      paidOn: string,
      amount: number,
      how: PlannedPayment["method"] = method,
    ): string | null => {
      if (paidOn >= today || amount <= 0) return null;
      const key = `demo-${c.id}-${++n}`;
      lastPaidOn = paidOn;
      events.push({
        kind: "payment",
        contractId: c.id,
        key,
        paidOn,
        amount,
        method: how,
        reference: referenceOf(how, own),
        at: paidOn,
        rank,
      });
      return key;
    };
    const first = c.instalments[0]!.dueDate;
    const onTime = (i: HistoryInstalment) => {
      const early = own.pick([0, 0, 0, 0, 1, 2, 3, 5]);
      const day = addDays(i.dueDate, -early);
      return day < first ? first : day;
    };
    const stop = stops.get(c.id);
    const wholeRiyals = (halalas: number) => Math.floor(halalas / 100) * 100;
    let bounced = false;
    const bounceAt = c.instalments.findLast((i) => age(i) >= 30);
    for (const [index, i] of c.instalments.entries()) {
      if (stop && i.seq >= stop.seq) {
        // The first contract of the 31-60 bucket paid part of the instalment it stopped at.
        if (i.seq === stop.seq && behaviour === "arrears 31-60" && isFirstOf(c, behaviours))
          pay(addDays(i.dueDate, 4), wholeRiyals(i.total * 0.4), "cash");
        break;
      }
      if (behaviour === "late") {
        if (!pay(addDays(i.dueDate, own.int(4, 20)), i.total)) break;
      } else if (behaviour === "split" && index % 3 === 2) {
        const part = wholeRiyals(i.total / 2);
        pay(i.dueDate, part);
        pay(addDays(i.dueDate, own.int(7, 12)), i.total - part);
      } else if (behaviour === "bounced-cheque" && i === bounceAt && !bounced) {
        bounced = true;
        const key = pay(i.dueDate, i.total, "cheque")!;
        const on = addDays(i.dueDate, own.int(4, 6));
        events.push({
          kind: "void",
          contractId: c.id,
          key,
          on,
          reason: BOUNCED_CHEQUE_REASON,
          at: on,
          rank,
        });
        pay(addDays(on, own.int(1, 3)), i.total, "bank_transfer");
      } else if (!pay(onTime(i), i.total)) {
        // Not yet due (a payment in advance is the "advance" tenant's alone).
        // With the last one paid, the same day: half of it.
        if (behaviour === "advance" && lastPaidOn) pay(lastPaidOn, wholeRiyals(i.total / 2));
        break;
      }
    }
  });
  events.sort((a, b) => (a.at === b.at ? a.rank - b.rank : a.at < b.at ? -1 : 1));
  return { behaviours, events: events.map(({ at: _, rank: __, ...e }) => e as HistoryEvent) };
}

function isFirstOf(c: HistoryContract, behaviours: Map<number, Behaviour>): boolean {
  const b = behaviours.get(c.id);
  return [...behaviours.entries()].find(([, v]) => v === b)?.[0] === c.id;
}

function weighted<T>(r: number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let at = r * total;
  for (const [value, w] of choices) {
    if (at < w) return value;
    at -= w;
  }
  return choices[choices.length - 1]![0];
}

function referenceOf(
  method: PlannedPayment["method"],
  rng: { int: (from: number, to: number) => number },
): string | null {
  const digits = (n: number) =>
    Array.from({ length: n }, (_, k) => rng.int(k === 0 ? 1 : 0, 9)).join("");
  if (method === "ejar_sadad") return `SADAD-${digits(10)}`;
  if (method === "bank_transfer") return `TRF-${digits(8)}`;
  if (method === "cheque") return `CHQ-${digits(6)}`;
  return null;
}
