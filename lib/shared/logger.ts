import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

import { LOG_LEVELS, type LogLevel } from "./log-levels";
import { censorSecrets, maskText } from "./mask";

// The JSON logger of both programs (the dashboard and the rental service): one object per line
// on stdout, ready for any log collector. In development the lines go through pino-pretty (a
// dev dependency, loaded in a worker only when asked for), so production never needs it.

export type { Logger } from "pino";

export { LOG_LEVELS, type LogLevel } from "./log-levels";

export type CreateLoggerOptions = {
  name: string;
  level: LogLevel;
  pretty: boolean;
  /** Fields on every line (e.g. the instance name). */
  base?: Record<string, unknown>;
  /** Extra scrubbing of free text (the dashboard removes its configured secrets' values). */
  scrub?: (text: string) => string;
  /** Where lines go; default stdout (tests capture them). */
  destination?: DestinationStream;
  /**
   * Write stdout in batches (4 kB, or whatever is pending each second) instead of a write per
   * line; warnings and errors go out at once. For a process that logs every request.
   */
  batched?: boolean;
};

// A batch is written when 4 kB are pending, and what is pending at least once a second.
const BATCH_BYTES = 4096;
const BATCH_MS = 1000;
const WARN = 40;

export function createLogger(options: CreateLoggerOptions): Logger {
  const scrub = options.scrub ?? ((text: string) => text);
  const clean = (text: string) => scrub(maskText(text));
  const config: LoggerOptions = {
    name: options.name,
    level: options.level,
    base: { pid: process.pid, ...options.base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: censorSecrets },
    // Free text is masked too: a message or an error may quote a national ID or a token.
    hooks: {
      logMethod(args, method, level) {
        const cleaned = args.map((arg) => (typeof arg === "string" ? clean(arg) : arg));
        // `log.error({err})` alone would copy the error's raw message into `msg`.
        const first = cleaned[0] as { err?: unknown } | undefined;
        if (cleaned.length === 1 && first?.err instanceof Error)
          cleaned.push(clean(first.err.message));
        method.apply(this, cleaned as typeof args);
        if (options.batched && level >= WARN) this.flush();
      },
    },
    serializers: { err: (error: unknown) => serializeError(error, clean) },
  };
  if (options.destination) return pino(config, options.destination);
  if (options.pretty) {
    config.transport = {
      target: "pino-pretty",
      options: { colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
    };
  }
  // Written to stdout without blocking: a synchronous write per line was an eighth of a proxied
  // request's CPU (bench `profile`), and a write per line, even asynchronous, still a tenth (the
  // bench `proxy` group: 2.9 → 2.3–2.7 × the bare route, batched). Lines go out in order; pino
  // flushes what is pending when the process exits.
  return pino(config, lineDestination(options.batched ?? false));
}

/** Stdout (or, in tests, a file) written without blocking, in batches when asked. */
export function lineDestination(batched: boolean, dest: number | string = 1) {
  const batch = batched ? { minLength: BATCH_BYTES, periodicFlush: BATCH_MS } : {};
  return pino.destination({ dest, sync: false, ...batch });
}

/** An error as name, message and stack (cleaned), with its causes; never its other fields. */
export function serializeError(
  error: unknown,
  clean: (text: string) => string = maskText,
  depth = 0,
): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: clean(String(error)) };
  const out: Record<string, unknown> = {
    type: error.name,
    message: clean(error.message),
    stack: error.stack ? clean(error.stack) : undefined,
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.cause !== undefined && depth < 3)
    out.cause = serializeError(error.cause, clean, depth + 1);
  return out;
}

export function parseLogLevel(value: string | undefined, fallback: LogLevel): LogLevel {
  const v = value?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(v ?? "") ? (v as LogLevel) : fallback;
}
