import { Writable } from "node:stream";

import { createLogger } from "@/lib/shared/logger";
import { redact } from "@/lib/observability/redact";

// Replaces the dashboard's process-wide logger (lib/observability/logger.ts) with one that
// writes into memory, through the same options (masking, redaction, scrubbing), so that a test
// reads exactly the JSON lines production would write.

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export function captureLogs() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const key = Symbol.for("rental-desk.logger");
  const scope = globalThis as Record<symbol, unknown>;
  const previous = scope[key];
  scope[key] = createLogger({
    name: "dashboard",
    level: "debug",
    pretty: false,
    scrub: redact,
    destination,
  });
  return {
    lines,
    restore() {
      scope[key] = previous;
    },
  };
}
