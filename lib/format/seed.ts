import type { Formatter } from "./format";

// What the server formatted while rendering client components, handed to the browser so that
// hydration builds no Intl formatter. The first Intl.NumberFormat or DateTimeFormat a page makes
// costs 30-75 ms of main thread in Chromium (V8's first use of ICU for that kind of formatter;
// Node pays it too), and it fell inside hydration on every page that shows a number or a date
// (bench/findings.md). Hydration renders the values the server rendered, so the server's strings
// are the answer: a client component gets them from the seed, and builds formatters only for
// values the server never showed (a later page of a list, a changed preference).
//
// The server records each answer under its call (the formatter's settings, the function, its
// arguments); components/layout/format-seed-provider.tsx writes what a flush rendered into the
// page as <script type="application/json" class="format-seed">, which the browser reads on a miss.

/**
 * The formatter's functions whose answers are seeded: those that build an Intl formatter (all
 * but `settings` and `digits`, which replaces characters and costs nothing to work out again).
 */
const SEEDED = [
  "number",
  "amount",
  "day",
  "dayParts",
  "dual",
  "date",
  "month",
  "dateTime",
] as const satisfies readonly Exclude<keyof Formatter, "settings" | "digits">[];

export const SEED_CLASS = "format-seed";

export type FormatSeed = {
  /** The answer recorded for `key`, or undefined. */
  get(key: string): unknown;
  /** Keeps an answer the formatter worked out (the server's seed; the browser's ignores it). */
  record(key: string, value: unknown): void;
};

/** The key of one call: the same settings, function and arguments give the same answer. */
export function seedKey(settings: Formatter["settings"], name: string, args: unknown[]): string {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return JSON.stringify([
    settings.locale,
    settings.digits,
    settings.calendar,
    name,
    args.slice(0, end),
  ]);
}

/** `formatter`, answering from `seed` when it holds the call and recording into it otherwise. */
export function withSeed(formatter: Formatter, seed: FormatSeed): Formatter {
  const seededFunction = (name: (typeof SEEDED)[number]) => {
    const compute = formatter[name] as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => {
      const key = seedKey(formatter.settings, name, args);
      const known = seed.get(key);
      if (known !== undefined) return known;
      const value = compute(...args);
      seed.record(key, value);
      return value;
    };
  };
  return { ...formatter, ...Object.fromEntries(SEEDED.map((n) => [n, seededFunction(n)])) };
}

/** The server's seed for one response: what it records, taken out a flush at a time. */
export function recordingSeed() {
  const entries = new Map<string, unknown>();
  let pending: [string, unknown][] = [];
  return {
    get: (key: string) => entries.get(key),
    record(key: string, value: unknown) {
      if (entries.has(key)) return;
      entries.set(key, value);
      pending.push([key, value]);
    },
    /** The entries recorded since the last call, as the JSON text of a script element. */
    takeJson(): string | null {
      if (pending.length === 0) return null;
      const json = JSON.stringify(pending);
      pending = [];
      // Inside <script>, "</script" or "<!--" would end or change the element: escape every "<".
      return json.replace(/</g, "\\u003c");
    },
  } satisfies FormatSeed & { takeJson(): string | null };
}

/** The browser's seed: the entries of the page's seed scripts, read again while it loads. */
export function documentSeed(doc: Document): FormatSeed {
  const entries = new Map<string, unknown>();
  const scripts = doc.getElementsByClassName(SEED_CLASS);
  let read = 0;
  return {
    get(key: string) {
      // A streamed page adds scripts as it arrives: read the new ones on a miss (the collection
      // is live, so its length is the count now).
      if (!entries.has(key) && read < scripts.length) {
        for (; read < scripts.length; read++) {
          const text = scripts[read]!.textContent ?? "[]";
          for (const [k, v] of JSON.parse(text) as [string, unknown][]) entries.set(k, v);
        }
      }
      return entries.get(key);
    },
    record() {},
  };
}
