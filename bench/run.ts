import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { BenchContext, Details, Group } from "./context";
import { benchFilters } from "./filters";
import { benchLogging } from "./logging";
import { benchSessions } from "./session-check";
import { allGroups } from "./groups";
import { describeMachine, snapshot } from "./machine";
import { type GroupRecord, type RunRecord, writeResults } from "./report";
import { emptyResults, type Results } from "./results";
import { dashboardSession, sampleRecords, serviceToken } from "./session";
import { extraEnv, port, values } from "./cli";
import { startDashboard, startService } from "./stack";

// `npm run bench`: builds the dashboard, starts the rental service (demo data) and the
// dashboard on loopback, measures every group side by side, and writes bench/results.json and
// bench/RESULTS.md. `--quick` and `--only` write to bench/out/ instead, so a smoke run never
// replaces the committed figures. `--only queries` runs the in-process filter query timings
// and plans of bench/filters.ts instead (PGlite, and PostgreSQL with BENCH_DATABASE_URL);
// `--only sessions` and `--only logging` time a session check and an access line in process.

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, "..");
/**
 * The last run's record (machine, groups, details), to re-render RESULTS.md with new findings. A
 * full run's is committed beside results.json, so `--render` works from a clean clone.
 */
const recordFile = (official: boolean) =>
  official ? path.join(HERE, "run-record.json") : path.join(HERE, "out", "last-partial-run.json");

function render() {
  // Groups added since that run read as not measured.
  const results = {
    ...emptyResults(),
    ...(JSON.parse(readFileSync(path.join(HERE, "results.json"), "utf8")) as Partial<Results>),
  };
  if (!existsSync(recordFile(true))) {
    throw new Error("bench/run-record.json is missing: --render needs a full run's record.");
  }
  const run = JSON.parse(readFileSync(recordFile(true), "utf8")) as RunRecord;
  writeResults(HERE, results, { ...run, findings: readFindings() });
  console.log("rewrote bench/RESULTS.md with the current bench/findings.md");
}

function readFindings(): string | null {
  const file = path.join(HERE, "findings.md");
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

async function main() {
  if (values.render) return render();
  const quick = values.quick;
  const only = values.only?.split(",").map((s) => s.trim());
  if (only?.includes("sessions")) {
    // The cost of a session check per request (bench/session-check.ts), in process.
    await benchSessions("pglite");
    if (process.env.BENCH_DATABASE_URL)
      await benchSessions("postgres", process.env.BENCH_DATABASE_URL);
    return;
  }
  if (only?.includes("logging")) return benchLogging();
  if (only?.includes("queries")) {
    const count = Number(values.properties ?? 100_000);
    await benchFilters("pglite", count);
    if (process.env.BENCH_DATABASE_URL)
      await benchFilters("postgres", count, process.env.BENCH_DATABASE_URL);
    return;
  }
  const filter = {
    databaseUrl:
      values["database-url"] ??
      process.env.BENCH_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/test",
    properties: Number(values.properties ?? (quick ? 10_000 : 100_000)),
    keepData: values["keep-data"],
  };
  const ledger = {
    databaseUrl: filter.databaseUrl,
    contracts: Number(values.contracts ?? 10_000),
    keepData: values["keep-data"],
    quick,
    ports: { service: port("ledger-service"), dashboard: port("ledger-dashboard") },
  };
  const groups = allGroups(filter, ledger).filter((g) => !only || only.includes(g.name));
  if (only && groups.length !== only.length)
    throw new Error(
      `--only takes: ${allGroups(filter, ledger)
        .map((g) => g.name)
        .join(", ")}, queries, sessions, logging`,
    );
  const official = !quick && !only && !values.out;
  const outDir = values.out ?? (official ? HERE : path.join(HERE, "out"));
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const startedAt = new Date().toISOString();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT })
    .toString()
    .trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT }).toString().trim();
  const records: GroupRecord[] = [];
  const results = emptyResults();
  // Groups measured in this process only (the ledger): nothing to build or start.
  const stackless = groups.every((g) => "inProcess" in g);
  const workDir = mkdtempSync(path.join(tmpdir(), "rental-desk-bench-"));
  if (stackless) {
    await runGroups(groups, null, results, records, []);
  } else {
    // The bench's baseline route is built only on request (BENCH_ROUTES=1, next.config.mjs): a
    // build without it is built again.
    const benchBuilt = existsSync(
      path.join(ROOT, ".next/server/app/api/bench/properties/route.js"),
    );
    if (!values["skip-build"] || !benchBuilt) {
      // The project's build (scripts/build.sh): `next build` alone leaves the standalone server
      // without its static files, and the Playwright suite, which runs that server, then fails.
      console.log("building the dashboard with the bench's routes (BENCH_ROUTES=1 npm run build)…");
      execFileSync("bash", ["scripts/build.sh"], {
        cwd: ROOT,
        stdio: "inherit",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ANALYZE: "", BENCH_ROUTES: "1" },
      });
    }
    console.log(`logs and reports of this run: ${workDir}`);
    const service = await startService({
      port: port("service"),
      logFile: path.join(workDir, "service.log"),
      storage: { dataDir: path.join(workDir, "service-data") },
    });
    const dashboard = await startDashboard({
      port: port("dashboard"),
      logFile: path.join(workDir, "dashboard.log"),
      rentalUrl: service.url,
      dataDir: path.join(workDir, "dashboard-data"),
      extraEnv: extraEnv(),
      // For the load group's heap after a full collection (GET /api/bench/heap).
      nodeArgs: ["--expose-gc"],
    });
    try {
      const token = await serviceToken(service.url);
      const ctx: BenchContext = {
        quick,
        pages: values.pages ? values.pages.split(",") : null,
        chromePath,
        workDir,
        extraEnv: extraEnv(),
        port,
        service,
        dashboard,
        manager: await dashboardSession(dashboard.url, "manager"),
        token,
        sample: await sampleRecords(service.url, token),
        results,
      };
      await runGroups(groups, ctx, results, records, [service.pid, dashboard.pid]);
    } finally {
      await dashboard.stop();
      await service.stop();
    }
  }
  const mode =
    [quick ? "--quick" : "", only ? `--only ${only.join(",")}` : ""].join(" ").trim() || "full";
  const run: RunRecord = {
    mode,
    startedAt,
    commit: dirty ? `${commit} + uncommitted changes` : commit,
    machine: describeMachine(chromePath),
    groups: records,
    findings: readFindings(),
  };
  writeResults(outDir, results, run);
  mkdirSync(path.join(HERE, "out"), { recursive: true });
  // The findings are read afresh from findings.md whenever RESULTS.md is rendered.
  writeFileSync(recordFile(official), JSON.stringify({ ...run, findings: null }, null, 2));
  console.log(`\nwrote ${path.join(outDir, "results.json")} and RESULTS.md`);
  if (records.some((r) => r.error)) {
    console.log(`a group failed; its logs are kept in ${workDir}`);
    process.exitCode = 1;
  } else if (values["keep-data"]) console.log(`logs and reports kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}

/** Each group in turn, with the machine's state before and after it. */
async function runGroups(
  groups: Group[],
  ctx: BenchContext | null,
  results: Results,
  records: GroupRecord[],
  pids: number[],
) {
  for (const group of groups) {
    console.log(`\n== ${group.name} (${group.figures})`);
    const before = await snapshot(pids);
    const started = performance.now();
    const details: Details = [];
    const record: GroupRecord = { name: group.name, before, seconds: 0, details };
    try {
      if ("inProcess" in group) await group.inProcess(results, details);
      else if (ctx) await group.run(ctx, details);
      else throw new Error("needs the running dashboard");
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      console.error(`${group.name} failed:`, error);
    }
    record.seconds = (performance.now() - started) / 1000;
    record.after = await snapshot(pids, 500);
    records.push(record);
    console.log(details.join("\n"));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
