import { parseArgs } from "node:util";

// The options of `npm run bench` (see bench/README.md).

export const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    pages: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    properties: { type: "string" },
    contracts: { type: "string" },
    "database-url": { type: "string" },
    "keep-data": { type: "boolean", default: false },
    env: { type: "string", multiple: true, default: [] },
    out: { type: "string" },
    render: { type: "boolean", default: false },
  },
});

/**
 * The bench's own ports: 5801 upwards, in its range 5800-5899. BENCH_PORT_BASE moves them, so
 * that two benches (in two work trees) can run side by side.
 */
const PORTS = [
  "service",
  "dashboard",
  "cold-dashboard",
  "filter-service",
  "profile-dashboard",
  "instant-upstream",
  "instant-dashboard",
  "passthrough-proxy",
  "idle-dashboard",
  // Next refuses 6000 (X11's), BENCH_PORT_BASE + 10 when the base is 5990: the dashboard first.
  "ledger-dashboard",
  "ledger-service",
];
const BASE = Number(process.env.BENCH_PORT_BASE ?? 5801);
export const port = (name: string) => {
  const index = PORTS.indexOf(name);
  if (index < 0) throw new Error(`no port for ${name}`);
  return BASE + index;
};

export function extraEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of values.env) {
    const eq = pair.indexOf("=");
    if (eq < 1) throw new Error(`--env wants KEY=VALUE, got ${pair}`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}
