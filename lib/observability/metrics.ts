import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// The dashboard's metrics in Prometheus' text format, served on their own port
// (metrics-server.ts). One registry per process, kept on globalThis: every route bundle that
// imports this module must count into the same series.

type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route">;
  upstreamCalls: Counter<"method" | "route" | "outcome">;
  upstreamDuration: Histogram<"method" | "route">;
  tokenRenewals: Counter<"outcome">;
  routes: Set<string>;
};

const KEY = Symbol.for("rental-desk.metrics");
type Holder = { [KEY]?: Metrics };
/** Distinct route labels kept; beyond this, "other" (unknown paths must not grow memory). */
const MAX_ROUTES = 100;

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new Counter({
      name: "rental_desk_http_requests_total",
      help: "API requests answered, by method, route template and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "rental_desk_http_request_duration_seconds",
      help: "API request duration, by method and route template",
      labelNames: ["method", "route"],
      buckets,
      registers: [registry],
    }),
    upstreamCalls: new Counter({
      name: "rental_desk_upstream_requests_total",
      help: "Attempts sent to the rental service, by outcome (ok, http_4xx, http_5xx, timeout, unreachable, invalid)",
      labelNames: ["method", "route", "outcome"],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: "rental_desk_upstream_request_duration_seconds",
      help: "Duration of each attempt sent to the rental service",
      labelNames: ["method", "route"],
      buckets,
      registers: [registry],
    }),
    tokenRenewals: new Counter({
      name: "rental_desk_upstream_token_requests_total",
      help: "Access-token requests to the rental service, by outcome",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    routes: new Set(),
  };
}

export function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** The route label: the template, or "other" once MAX_ROUTES distinct ones have been seen. */
export function routeLabel(route: string): string {
  const { routes } = metrics();
  if (routes.has(route)) return route;
  if (routes.size >= MAX_ROUTES) return "other";
  routes.add(route);
  return route;
}

export function observeRequest(method: string, route: string, status: number, ms: number) {
  const m = metrics();
  const label = routeLabel(route);
  m.requests.inc({ method, route: label, status: String(status) });
  m.duration.observe({ method, route: label }, ms / 1000);
}

export function observeUpstream(method: string, route: string, outcome: string, ms: number) {
  const m = metrics();
  m.upstreamCalls.inc({ method, route, outcome });
  m.upstreamDuration.observe({ method, route }, ms / 1000);
}

export function observeTokenRequest(outcome: "ok" | "failed") {
  metrics().tokenRenewals.inc({ outcome });
}
