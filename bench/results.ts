// The figures of issue 9, with exactly its keys (bench/results.json), and their targets.
// `null` means not measured in this run (another group was chosen, or the measurement failed;
// RESULTS.md says which and why).

import { ledgerKeys } from "./ledger-keys";

export type Figure = number | null;

/** The pages Lighthouse scores (`pages.<name>`) and whose first-load JavaScript is weighed
 *  (`bundle.<route>`, the route as Next names it). */
export const PAGES = [
  { name: "sign-in", route: "/sign-in", signedIn: false },
  { name: "overview", route: "/", signedIn: true },
  { name: "properties", route: "/properties", signedIn: true },
  { name: "property", route: "/properties/[documentNumber]", signedIn: true },
  { name: "unit-edit", route: "/units/[id]", signedIn: true },
  { name: "new-contract", route: "/contracts/new", signedIn: true },
  { name: "parties", route: "/parties", signedIn: true },
  { name: "contracts", route: "/contracts", signedIn: true },
  { name: "regions", route: "/regions", signedIn: true },
] as const;

export type PageName = (typeof PAGES)[number]["name"];
export type PageRoute = (typeof PAGES)[number]["route"];

/** What every page's first-load JavaScript stays within: kB (1,000 bytes) of script on the wire. */
export const FIRST_LOAD_LIMIT_KB = 180;

/** The dashboard's other pages, weighed by the bundle group too (in RESULTS.md, not among the
 *  keys of issue 9), each as a role that may open it. With PAGES, every page of the build: the
 *  group fails on a page that is in neither list or over FIRST_LOAD_LIMIT_KB. */
export const OTHER_PAGES = [
  { route: "/account", role: "manager" },
  { route: "/contracts/[id]", role: "manager" },
  { route: "/parties/attention", role: "manager" },
  { route: "/deeds", role: "admin" },
  { route: "/deeds/sync", role: "admin" },
  { route: "/deeds/sync/[id]", role: "admin" },
  { route: "/admin/users", role: "admin" },
  { route: "/admin/audit", role: "admin" },
  { route: "/admin/office", role: "admin" },
  { route: "/contracts/[id]/statement", role: "manager" },
  { route: "/parties/[id]/statement", role: "manager" },
  { route: "/contracts/[id]/payments/[paymentId]/receipt", role: "manager" },
  { route: "/arrears", role: "manager" },
  { route: "/occupancy", role: "manager" },
  { route: "/collections", role: "manager" },
  { route: "/notifications", role: "manager" },
  { route: "/notifications/settings", role: "manager" },
  { route: "/admin/sent-mail", role: "admin" },
  // Opened signed out from an email; weighed without its token (the same scripts).
  { route: "/digest/unsubscribe", role: "manager" },
] as const;

export type OtherRoute = (typeof OTHER_PAGES)[number]["route"];

export type Results = {
  proxy: { p50_overhead_ms: Figure; cpu_ms_per_request: Figure; rps_c10: Figure };
  direct: { rps_c10: Figure };
  bare: { cpu_ms_per_request: Figure; rps_c10: Figure };
  /** Not of issue 9: a plain Node pass-through proxy's p50 over direct, the floor of a hop. */
  passthrough: { p50_overhead_ms: Figure };
  /** Not of issue 9: the same two routes through a dashboard whose upstream answers at once. */
  instant: {
    p50_overhead_ms: Figure;
    proxy_cpu_ms_per_request: Figure;
    bare_cpu_ms_per_request: Figure;
  };
  token: { requests_for_200_cold: Figure };
  economy: {
    repeat_fetches: Figure;
    walk_dashboard_requests: Figure;
    walk_dashboard_cpu_ms: Figure;
  };
  service: { filter_p50_ms_100k: Figure };
  /** One idle open tab (its notifications stream): requests and CPU it costs a minute. */
  idle: { tab_requests_per_minute: Figure; tab_cpu_ms_per_minute: Figure };
  pages: Record<PageName, { performance: Figure; accessibility: Figure }>;
  bundle: Record<PageRoute, { first_load_kb: Figure }>;
  load: {
    errors: Figure;
    rss_mb_start: Figure;
    rss_mb_end: Figure;
    heap_mb_start: Figure;
    heap_mb_end: Figure;
  };
  /** The ledger at 10,000 contracts, in process (bench/ledger.ts): `<operation>_p50_ms`, … */
  ledger: Record<string, Figure>;
};

export function emptyResults(): Results {
  const pages = {} as Results["pages"];
  const bundle = {} as Results["bundle"];
  for (const page of PAGES) {
    pages[page.name] = { performance: null, accessibility: null };
    bundle[page.route] = { first_load_kb: null };
  }
  return {
    proxy: { p50_overhead_ms: null, cpu_ms_per_request: null, rps_c10: null },
    direct: { rps_c10: null },
    bare: { cpu_ms_per_request: null, rps_c10: null },
    passthrough: { p50_overhead_ms: null },
    instant: {
      p50_overhead_ms: null,
      proxy_cpu_ms_per_request: null,
      bare_cpu_ms_per_request: null,
    },
    token: { requests_for_200_cold: null },
    economy: { repeat_fetches: null, walk_dashboard_requests: null, walk_dashboard_cpu_ms: null },
    service: { filter_p50_ms_100k: null },
    idle: { tab_requests_per_minute: null, tab_cpu_ms_per_minute: null },
    pages,
    bundle,
    load: {
      errors: null,
      rss_mb_start: null,
      rss_mb_end: null,
      heap_mb_start: null,
      heap_mb_end: null,
    },
    ledger: Object.fromEntries(ledgerKeys().map((key) => [key, null])),
  };
}

/** pass: meets the target; miss: does not; info: reported without a target; none: not measured. */
export type Verdict = "pass" | "miss" | "info" | "none";

export type Row = { key: string; value: Figure; unit: string; target: string; verdict: Verdict };

const judge = (value: Figure, ok: ((v: number) => boolean) | null): Verdict =>
  value === null ? "none" : ok === null ? "info" : ok(value) ? "pass" : "miss";

/** One row per figure, in the order, each with its target. */
export function rows(r: Results): Row[] {
  const divide = (a: Figure, b: Figure) => (a !== null && b ? a / b : null);
  const ratio = divide(r.proxy.cpu_ms_per_request, r.bare.cpu_ms_per_request);
  const row = (
    key: string,
    value: Figure,
    unit: string,
    target: string,
    ok: ((v: number) => boolean) | null,
  ): Row => ({ key, value, unit, target, verdict: judge(value, ok) });
  const out: Row[] = [
    row("proxy.p50_overhead_ms", r.proxy.p50_overhead_ms, "ms", "≤ 2", (v) => v <= 2),
    row("proxy.cpu_ms_per_request", r.proxy.cpu_ms_per_request, "ms", "≤ 2 × bare", () =>
      ratio === null ? false : ratio <= 2,
    ),
    row("bare.cpu_ms_per_request", r.bare.cpu_ms_per_request, "ms", "(baseline)", null),
    row("proxy ÷ bare CPU (derived)", ratio, "×", "≤ 2", (v) => v <= 2),
    row("proxy.rps_c10", r.proxy.rps_c10, "req/s", "reported", null),
    row("direct.rps_c10", r.direct.rps_c10, "req/s", "reported", null),
    row("bare.rps_c10", r.bare.rps_c10, "req/s", "reported", null),
    row("passthrough.p50_overhead_ms", r.passthrough.p50_overhead_ms, "ms", "reported", null),
    row("instant.p50_overhead_ms", r.instant.p50_overhead_ms, "ms", "reported", null),
    row(
      "instant.proxy_cpu_ms_per_request",
      r.instant.proxy_cpu_ms_per_request,
      "ms",
      "reported",
      null,
    ),
    row(
      "instant.bare_cpu_ms_per_request",
      r.instant.bare_cpu_ms_per_request,
      "ms",
      "reported",
      null,
    ),
    row(
      "instant proxy ÷ bare CPU (derived)",
      divide(r.instant.proxy_cpu_ms_per_request, r.instant.bare_cpu_ms_per_request),
      "×",
      "reported",
      null,
    ),
    row("token.requests_for_200_cold", r.token.requests_for_200_cold, "", "1", (v) => v === 1),
    row("economy.repeat_fetches", r.economy.repeat_fetches, "", "0", (v) => v === 0),
    row("economy.walk_dashboard_requests", r.economy.walk_dashboard_requests, "", "reported", null),
    row("economy.walk_dashboard_cpu_ms", r.economy.walk_dashboard_cpu_ms, "ms", "reported", null),
    row("service.filter_p50_ms_100k", r.service.filter_p50_ms_100k, "ms", "≤ 10", (v) => v <= 10),
    // A record from before the group was added (`--render`) has none: not measured then.
    row(
      "idle.tab_requests_per_minute",
      r.idle?.tab_requests_per_minute ?? null,
      "",
      "0",
      (v) => v === 0,
    ),
    row(
      "idle.tab_cpu_ms_per_minute",
      r.idle?.tab_cpu_ms_per_minute ?? null,
      "ms",
      "reported",
      null,
    ),
  ];
  for (const page of PAGES) {
    // A record from before the page was added (`--render`) has none: not measured then.
    const scores = r.pages[page.name] ?? { performance: null, accessibility: null };
    out.push(
      row(`pages.${page.name}.performance`, scores.performance, "", "100 (≥ 95)", (v) => v >= 95),
      row(`pages.${page.name}.accessibility`, scores.accessibility, "", "100", (v) => v === 100),
    );
  }
  for (const page of PAGES) {
    const kb = r.bundle[page.route]?.first_load_kb ?? null;
    out.push(
      row(
        `bundle.${page.route}.first_load_kb`,
        kb,
        "kB",
        `≤ ${FIRST_LOAD_LIMIT_KB} (goal 150)`,
        (v) => v <= FIRST_LOAD_LIMIT_KB,
      ),
    );
  }
  out.push(
    row("load.errors", r.load.errors, "", "0", (v) => v === 0),
    row("load.rss_mb_start", r.load.rss_mb_start, "MiB", "reported", null),
    row("load.rss_mb_end", r.load.rss_mb_end, "MiB", "reported", null),
    row("load.heap_mb_start", r.load.heap_mb_start, "MB", "reported", null),
    row("load.heap_mb_end", r.load.heap_mb_end, "MB", "reported", null),
  );
  for (const key of ledgerKeys()) {
    const value = r.ledger?.[key] ?? null;
    if (key === "seed_seconds") out.push(row(`ledger.${key}`, value, "s", "reported", null));
    else if (key === "record_payment_p50_ms")
      out.push(row(`ledger.${key}`, value, "ms", "≤ 50", (v) => v <= 50));
    else if (key.endsWith("_queries")) out.push(row(`ledger.${key}`, value, "", "reported", null));
    else out.push(row(`ledger.${key}`, value, "ms", "reported", null));
  }
  return out;
}
