import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";

import type { Logger } from "@/lib/shared/logger";
import { markShuttingDown } from "./shutdown-state";

// Graceful shutdown on SIGTERM/SIGINT (a deployment, `docker stop`, the cluster test): stop
// accepting connections, let the requests in flight finish (up to a deadline), then close the
// database and exit 0. Next.js's own handler would exit without closing our database, so our
// start commands set NEXT_MANUAL_SIG_HANDLE and this takes over. Next.js does not hand us its
// HTTP server; Node's documented diagnostics channels do (every request names its server), and
// they count the requests in flight.

export type ShutdownOptions = {
  log: Logger;
  timeoutMs: number;
  /** Told as soon as shutdown begins (background work stops taking new work). */
  begin?: () => void;
  /** Closed after the last request, in order (metrics listener, background jobs, database). */
  close: { name: string; run: () => Promise<void> }[];
  /** Servers that are not the application's (the metrics listener). */
  ignore?: () => Server[];
  exit?: (code: number) => void;
};

type RequestMessage = { server: Server };

export function installGracefulShutdown(
  options: ShutdownOptions,
): (signal: string) => Promise<void> {
  const servers = new Set<Server>();
  let inFlight = 0;
  subscribe("http.server.request.start", (message) => {
    const { server } = message as RequestMessage;
    if (options.ignore?.().includes(server)) return;
    servers.add(server);
    inFlight++;
  });
  subscribe("http.server.response.finish", (message) => {
    const { server } = message as RequestMessage;
    if (servers.has(server)) inFlight = Math.max(0, inFlight - 1);
  });

  let started: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    started ??= run(signal);
    return started;
  };

  async function run(signal: string) {
    const { log } = options;
    markShuttingDown();
    options.begin?.();
    log.info({ signal, inFlight }, "shutting down: no new connections, finishing requests");
    for (const server of servers) server.close();
    const deadline = Date.now() + options.timeoutMs;
    while (inFlight > 0 && Date.now() < deadline) {
      for (const server of servers) server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (inFlight > 0) log.warn({ inFlight }, "shutdown deadline passed; closing anyway");
    for (const server of servers) server.closeAllConnections();
    let code = 0;
    for (const step of options.close) {
      try {
        await step.run();
      } catch (error) {
        code = 1;
        log.error({ err: error, step: step.name }, "shutdown step failed");
      }
    }
    log.info({ code }, "stopped");
    (options.exit ?? process.exit)(code);
  }

  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return shutdown;
}
