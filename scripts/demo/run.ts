import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

import { launch, type Proc } from "../cluster/processes";
import { banner } from "./banner";
import { startDemoMailServer } from "./mail-server";

// The second half of `npm run demo` (scripts/demo.sh builds first): starts the rental service and
// the built dashboard, writes their JSON logs to .data/logs/, and prints a short banner once both
// answer their health checks. DEMO_LOGS=pretty also shows the logs here through pino-pretty. If
// either program ends, the other is stopped and the last lines of its log are shown; Ctrl-C stops
// both (the dashboard first, then the service it calls) and waits for them. With --check, only
// the settings and the ports are checked.
// Ports as the programs read them: PORT and HOST (scripts/start.sh), RENTAL_SERVICE_PORT and
// RENTAL_SERVICE_HOST (rental-service/src/config.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOG_DIR = ".data/logs";
// A first start (seeding the service, migrating the dashboard's database) took 7 s here; the
// deadline leaves room for a slow machine.
const READY_WITHIN_MS = 5 * 60_000;
const STOP_GRACE_MS = 30_000;

/** `from`: the log's size before this start (the files are appended to, start after start). */
type Program = { label: string; log: string; from: number; health: string; proc: Proc };
type Format = (line: string) => string;

class DemoError extends Error {}

const say = (text: string) => process.stdout.write(`${text}\n`);
const loopback = (host: string) => (host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host);

function port(name: string, fallback: number): number {
  const value = process.env[name] || String(fallback);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new DemoError(`${name}: not a port`);
  return n;
}

/** Null when `host:port` can be listened on, else the reason (EADDRINUSE, EACCES, ...). */
function listenProblem(host: string, at: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen({ host, port: at, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** pino-pretty's line formatter (a dev dependency), or null when it is not installed. */
async function prettyFormat(colorize: boolean): Promise<Format | null> {
  try {
    const { prettyFactory } = (await import("pino-pretty")).default;
    const format = prettyFactory({
      colorize,
      translateTime: "SYS:HH:MM:ss.l",
      singleLine: true,
      ignore: "pid,hostname",
    });
    return (line) => format(line);
  } catch {
    return null;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

async function allReady(programs: Program[]): Promise<boolean> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    // In order, so that the dashboard is not asked (and does not log a failed check) before the
    // service it depends on answers.
    let ok = true;
    for (const p of programs) if (!(ok = await answers(p.health))) break;
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The last lines this start wrote to the program's log. */
function lastLines(program: Program, format: Format | null): string {
  const text = readFileSync(path.join(ROOT, program.log)).subarray(program.from).toString();
  const lines = text.split("\n").filter(Boolean).slice(-12);
  return lines.map((line) => (format ? format(line) : `${line}\n`)).join("");
}

async function main() {
  const mode = (process.env.DEMO_LOGS || "files").trim().toLowerCase();
  if (mode !== "files" && mode !== "pretty")
    throw new DemoError('DEMO_LOGS: "pretty" (logs shown here too) or "files" (the default)');
  const webHost = process.env.HOST || "0.0.0.0";
  const webPort = port("PORT", 3000);
  const serviceHost = process.env.RENTAL_SERVICE_HOST || "127.0.0.1";
  const servicePort = port("RENTAL_SERVICE_PORT", 4010);
  const serviceUrl = `http://${loopback(serviceHost)}:${servicePort}`;
  const url = `http://${loopback(webHost)}:${webPort}`;
  // The demo's own mail server (scripts/demo/mail-server.ts) unless SMTP_URL names a real one.
  const mailPort = port("DEMO_MAIL_PORT", 2525);

  // A port in use would fail one program after the other's health check had been answered by
  // whatever holds it (often another demo): refuse before starting anything.
  for (const [what, host, at, name] of [
    ["the rental service", serviceHost, servicePort, "RENTAL_SERVICE_PORT"],
    ["the dashboard", webHost, webPort, "PORT"],
    ...(process.env.SMTP_URL
      ? []
      : ([["the demo's mail server", "127.0.0.1", mailPort, "DEMO_MAIL_PORT"]] as const)),
  ] as const) {
    const problem = await listenProblem(host, at);
    if (problem)
      throw new DemoError(
        `Cannot start ${what} on ${host}:${at} (${problem}): is another demo running?\n` +
          `Stop it, or choose another port: ${name}=${at + 100} npm run demo`,
      );
  }
  const format = await prettyFormat(Boolean(process.stdout.isTTY));
  if (mode === "pretty" && !format)
    throw new DemoError(
      "DEMO_LOGS=pretty needs pino-pretty, a dev dependency: npm install --include=dev",
    );

  // scripts/demo.sh asks for these checks before its two-minute build as well.
  if (process.argv.includes("--check")) return;

  mkdirSync(path.join(ROOT, LOG_DIR), { recursive: true });
  const mailDir = path.resolve(ROOT, process.env.DEMO_MAIL_DIR || ".data/mail");
  if (!process.env.SMTP_URL)
    await startDemoMailServer({ host: "127.0.0.1", port: mailPort, dir: mailDir });
  const env = {
    ...process.env,
    RENTAL_API_BASE_URL: process.env.RENTAL_API_BASE_URL || serviceUrl,
    SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${mailPort}`,
    DEMO_MAIL_DIR: mailDir,
    PUBLIC_URL: process.env.PUBLIC_URL || url,
  };
  const start = (label: string, name: string, health: string, command: string, args: string[]) => {
    const log = `${LOG_DIR}/${name}.log`;
    const file = path.join(ROOT, log);
    const from = existsSync(file) ? statSync(file).size : 0;
    const proc = launch(command, args, { cwd: ROOT, env, logFile: file });
    return { label, log, from, health, proc } satisfies Program;
  };
  say(`Starting the rental service and the dashboard (logs in ${LOG_DIR}/)…`);
  const service = start("rental service", "service", `${serviceUrl}/health`, process.execPath, [
    "--import",
    "tsx",
    "rental-service/src/main.ts",
  ]);
  const dashboard = start("dashboard", "dashboard", `${url}/api/health/ready`, "bash", [
    "scripts/start.sh",
  ]);
  const programs = [dashboard, service]; // stopped in this order: the dashboard calls the service
  if (mode === "pretty" && format)
    for (const { proc } of programs)
      for (const input of [proc.child.stdout, proc.child.stderr])
        if (input)
          createInterface({ input }).on("line", (line) => process.stdout.write(format(line)));

  let stopping = false;
  const stop = async (code: number, message?: string) => {
    stopping = true;
    for (const p of programs) await p.proc.stop(STOP_GRACE_MS);
    if (message) say(message);
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => {
      // npm forwards the terminal's Ctrl-C to us as well: one stop is enough.
      if (stopping) return;
      say("\nStopping the dashboard and the rental service…");
      void stop(0, `Stopped. Data and logs are in .data/ (logs in ${LOG_DIR}/).`);
    });
  void Promise.race(programs.map((p) => p.proc.exited.then((code) => ({ p, code })))).then(
    ({ p, code }) => {
      if (stopping) return;
      const how = typeof code === "number" ? `exit code ${code}` : code;
      process.stderr.write(
        `\nThe ${p.label} stopped (${how}). Its log is ${p.log}; the last lines:\n\n` +
          lastLines(p, format),
      );
      void stop(1, "\nThe demo has stopped.");
    },
  );

  if (await allReady([service, dashboard])) {
    if (!stopping)
      say(
        banner({
          url,
          logs: { service: service.log, dashboard: dashboard.log },
          pretty: mode === "pretty",
        }),
      );
  } else if (!stopping) {
    process.stderr.write(
      `\nNot ready after ${READY_WITHIN_MS / 60_000} minutes; see ${LOG_DIR}/.\n`,
    );
    await stop(1);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof DemoError;
  process.stderr.write(
    `demo: ${known ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
