import { Writable } from "node:stream";

import pino from "pino";

import { createLogger } from "@/lib/shared/logger";
import { CENSORED, SECRET_KEYS } from "@/lib/shared/mask";

// `npm run bench -- --only logging`: what one access line costs the process that writes it
// (every API request writes one), in process, to a sink that drops the bytes. Three loggers:
// ours (createLogger, secrets censored by censorSecrets), pino with the `redact` paths it used
// before (each secret key at three depths), and pino with no censoring at all, as the floor.

/** The fields of the dashboard's access line (lib/observability/access-log.ts). */
const LINE = {
  requestId: "0d9a6c1e-5b7f-4f43-9f0e-2c1b8f6a7d21",
  userId: "3f0b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  role: "manager",
  method: "GET",
  route: "/api/v1/properties",
  status: 200,
  durationMs: 12.3,
  upstreamMs: 8.1,
  upstreamCalls: 1,
};

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The redact paths of pino's `redact` before censorSecrets: each key, one and two levels down. */
const OLD_PATHS = [...SECRET_KEYS].flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith("[") ? k : `.${k}`;
  return [k, `*${dot}`, `*.*${dot}`];
});

/** Microseconds per line: the median of 20 batches of 2,000 lines, after a warm-up. */
function perLine(log: pino.Logger): number {
  for (let i = 0; i < 20_000; i++) log.info(LINE, "request");
  const batches: number[] = [];
  for (let b = 0; b < 20; b++) {
    const started = performance.now();
    for (let i = 0; i < 2_000; i++) log.info(LINE, "request");
    batches.push(((performance.now() - started) * 1000) / 2_000);
  }
  return batches.sort((a, b) => a - b)[10]!;
}

export function benchLogging() {
  const base = { timestamp: pino.stdTimeFunctions.isoTime };
  const loggers: [string, pino.Logger][] = [
    [
      "ours (createLogger, censorSecrets)",
      createLogger({ name: "bench", level: "info", pretty: false, destination: sink() }),
    ],
    [
      "pino redact, 42 paths (before)",
      pino({ ...base, redact: { paths: OLD_PATHS, censor: CENSORED } }, sink()),
    ],
    ["pino, no censoring (floor)", pino(base, sink())],
  ];
  console.log("\nan access line, µs per line (median of 20 batches of 2,000):");
  for (const [label, log] of loggers)
    console.log(`  ${label.padEnd(38)} ${perLine(log).toFixed(1)}`);
}
