import "server-only";

import { redact } from "@/lib/observability/redact";
import { env } from "@/lib/env";

import { createLogger, type Logger } from "@/lib/shared/logger";

// The dashboard's logger: JSON lines in production, pino-pretty in development, LOG_LEVEL, and
// the configured secrets' values scrubbed from any text (lib/observability/redact.ts). One per process.

const KEY = Symbol.for("rental-desk.logger");
type Holder = { [KEY]?: Logger };

export function logger(): Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= createLogger({
    name: "dashboard",
    level: env.LOG_LEVEL,
    pretty: env.NODE_ENV === "development",
    base: env.INSTANCE_NAME ? { instance: env.INSTANCE_NAME } : undefined,
    scrub: redact,
    // Every request writes an access line: batched (at most a second late; warnings at once).
    batched: true,
  });
  return holder[KEY];
}
