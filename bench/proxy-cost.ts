import { writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import { cannon, type CannonResult, failures, pooled } from "./cannon";
import { type BenchContext, type Details, ownDashboard, round } from "./context";
import { treeCpuMs } from "./proc";
import { dashboardSession } from "./session";
import { type Proc, startInstantUpstream, startPassthroughProxy } from "./stack";

// The proxy's own cost: GET /api/v1/properties through the dashboard (session, role, query
// validation, upstream call, normalisation) against the same request straight to the rental
// service, and against a bare route handler in the same Next server that answers the same JSON.
// At concurrency 1 also through a plain Node pass-through proxy: what one more hop costs here.

type Target = "direct" | "proxy" | "bare";

export async function measureProxyCost(ctx: BenchContext, details: Details) {
  const { service, dashboard } = ctx;
  const targets: Record<Target, CannonTarget> = {
    direct: {
      url: `${service.url}/tenant/v1/properties`,
      headers: { authorization: `Bearer ${ctx.token}`, accept: "application/json" },
    },
    proxy: { url: `${dashboard.url}/api/v1/properties`, headers: { cookie: ctx.manager.cookie } },
    bare: { url: `${dashboard.url}/api/bench/properties`, headers: {} },
  };
  const page = await checkSameJson(targets, details);

  const seconds = ctx.quick ? 3 : 15;
  const rounds = ctx.quick ? 1 : 3;
  const lines = [
    "| target | connections | requests | req/s | p50 ms | p99 ms | dashboard CPU ms/req | service CPU ms/req | failures |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const runs: Record<string, Run> = {};
  const passthrough = await startPassthroughProxy({
    port: ctx.port("passthrough-proxy"),
    logFile: path.join(ctx.workDir, "passthrough-proxy.log"),
    serviceUrl: service.url,
    token: ctx.token,
  });
  try {
    await checkPassesThrough(`${passthrough.url}/api/v1/properties`, page);
    const c1 = await takingTurns(
      {
        direct: targets.direct,
        passthrough: { url: `${passthrough.url}/api/v1/properties`, headers: {} },
        proxy: targets.proxy,
        bare: targets.bare,
      },
      { rounds, seconds: seconds / rounds, dashboard, service },
    );
    for (const [name, run] of Object.entries(c1)) {
      runs[`${name}@1`] = run;
      // The pass-through does not use the dashboard: its CPU is no figure of that run.
      lines.push(tableRow(name, 1, name === "passthrough" ? { ...run, dashCpu: null } : run));
    }
  } finally {
    await passthrough.stop();
  }
  for (const name of ["direct", "proxy", "bare"] as const) {
    const run = await measuredRun(targets[name], 10, seconds, dashboard, service);
    runs[`${name}@10`] = run;
    lines.push(tableRow(name, 10, run));
  }
  const get = (key: string) => runs[key]!;
  const r = ctx.results;
  r.proxy.p50_overhead_ms = round(get("proxy@1").result.p50 - get("direct@1").result.p50);
  r.passthrough.p50_overhead_ms = round(
    get("passthrough@1").result.p50 - get("direct@1").result.p50,
  );
  r.proxy.cpu_ms_per_request = round(get("proxy@10").dashCpu);
  r.bare.cpu_ms_per_request = round(get("bare@10").dashCpu);
  r.proxy.rps_c10 = round(get("proxy@10").result.rps, 0);
  r.direct.rps_c10 = round(get("direct@10").result.rps, 0);
  r.bare.rps_c10 = round(get("bare@10").result.rps, 0);
  const instant = await measureInstantUpstream(ctx, page, seconds, rounds);
  r.instant.p50_overhead_ms = round(instant["proxy@1"].result.p50 - instant["direct@1"].result.p50);
  r.instant.proxy_cpu_ms_per_request = round(instant["proxy@10"].dashCpu);
  r.instant.bare_cpu_ms_per_request = round(instant["bare@10"].dashCpu);
  for (const [key, run] of Object.entries(instant)) {
    const [name, connections] = key.split("@");
    runs[`${key} instant`] = run;
    // The stand-in straight does not use the dashboard: its CPU is no figure of that run.
    const shown = name === "direct" ? { ...run, dashCpu: null } : run;
    lines.push(tableRow(`${name}, instant upstream`, Number(connections), shown));
  }
  const failed = Object.values(runs).reduce((sum, run) => sum + failures(run.result), 0);
  details.push(
    `autocannon, ${seconds} s per target and concurrency, each run after a 1 s warm-up. At`,
    `concurrency 1 the targets take turns, ${rounds} × ${seconds / rounds} s each, the order`,
    "reversed every other round, so that a change in the machine's state weighs on every target",
    "alike; a target's figures are those of all its rounds together. At 10, one run each in the",
    "order shown. p50/p99 from autocannon's per-response times (2xx only).",
    "CPU per request: utime + stime of the process tree (/proc/<pid>/stat) over the run ÷",
    "requests answered; `proxy.cpu_ms_per_request` and `bare.cpu_ms_per_request` are the c10",
    "runs (most requests, so the 10 ms clock tick matters least).",
    "",
    ...lines,
    "",
    failed
      ? `**${failed} requests failed**: the figures above include them.`
      : "Every request got a 2xx.",
    "",
    "Two cores serve everything here: at c10 the proxied request needs the dashboard and the",
    "service (and the load generator, also Node) at once, so `proxy.rps_c10` is bounded by the",
    "sum of both processes' CPU per request, while `direct` and `bare` each load one server",
    "(plus autocannon). Other engineers' processes take a share that changes between runs.",
    "",
    "The `passthrough` row (c1 only): a plain Node HTTP server in front of the same service",
    "(bench/passthrough-proxy.mjs: keep-alive upstream connection, the bench's token, the answer",
    "piped back unchanged, no framework, session, check or parsing).",
    "`passthrough.p50_overhead_ms` (its p50 minus direct's) is what one more loopback hop costs",
    "on this machine in this state; the dashboard's p50 overhead beyond it is Next.js's request",
    "handling and the checks and parsing the issue asks of the proxy.",
    "",
    "The `instant upstream` rows: a second dashboard whose upstream is a stand-in that answers",
    "at once (bench/instant-upstream.mjs: a token, and the service's recorded first page, the",
    "same bytes); `direct` is the stand-in itself. The dashboard then never waits on upstream,",
    "so its CPU per proxied request is its own work (`instant.proxy_cpu_ms_per_request`, beside",
    "`instant.bare_cpu_ms_per_request` of the same process), and so is its added latency",
    "(`instant.p50_overhead_ms`: proxied p50 minus the stand-in's, c1). On this VM a process that",
    "sleeps until a slow peer answers is charged for waking up: a plain Node HTTP client spent",
    "0.67-0.83 ms of CPU a request against the rental service and 0.05-0.13 ms against a",
    "static server with the same body (probe of 2026-11-28), so the proxied figures above carry",
    "the wait for the service as well as the dashboard's work.",
  );
}

/**
 * Through a dashboard whose upstream answers at once: the stand-in straight and the proxied route
 * taking turns at concurrency 1, then the proxied route and the bare route at 10.
 */
async function measureInstantUpstream(
  ctx: BenchContext,
  page: string,
  seconds: number,
  rounds: number,
) {
  const pageFile = path.join(ctx.workDir, "instant-upstream-page.json");
  writeFileSync(pageFile, page);
  const upstream = await startInstantUpstream({
    port: ctx.port("instant-upstream"),
    logFile: path.join(ctx.workDir, "instant-upstream.log"),
    pageFile,
  });
  const dashboard = await ownDashboard(ctx, "instant-dashboard", { rentalUrl: upstream.url });
  try {
    const session = await dashboardSession(dashboard.url, "manager");
    const run = (target: CannonTarget, connections: number) =>
      measuredRun(target, connections, seconds, dashboard);
    const proxy = {
      url: `${dashboard.url}/api/v1/properties`,
      headers: { cookie: session.cookie },
    };
    const bare = { url: `${dashboard.url}/api/bench/properties`, headers: {} };
    const c1 = await takingTurns(
      { direct: { url: `${upstream.url}/tenant/v1/properties`, headers: {} }, proxy },
      { rounds, seconds: seconds / rounds, dashboard },
    );
    return {
      "direct@1": c1.direct,
      "proxy@1": c1.proxy,
      "proxy@10": await run(proxy, 10),
      "bare@10": await run(bare, 10),
    };
  } finally {
    await dashboard.stop();
    await upstream.stop();
  }
}

type CannonTarget = { url: string; headers: Record<string, string> };
type Run = { result: CannonResult; dashCpu: number; svcCpu: number | null };

/**
 * Targets at concurrency 1 taking turns: `rounds` rounds of `seconds` per target, in the order
 * given and then reversed, each run after its own warm-up. A target's run is all its rounds
 * together: every answer's time for p50 and p99, CPU over all its requests.
 */
async function takingTurns<T extends string>(
  targets: Record<T, CannonTarget>,
  turns: { rounds: number; seconds: number; dashboard: Proc; service?: Proc },
): Promise<Record<T, Run>> {
  const { rounds, seconds, dashboard, service } = turns;
  const names = Object.keys(targets) as T[];
  const done = new Map<T, Run[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const run = await measuredRun(targets[name], 1, seconds, dashboard, service, true);
      done.get(name)!.push(run);
    }
  }
  return Object.fromEntries(names.map((name) => [name, together(done.get(name)!)])) as Record<
    T,
    Run
  >;
}

/** Runs of one target as one: their answers pooled, CPU per request over all of them. */
function together(runs: Run[]): Run {
  const result = pooled(runs.map((run) => run.result));
  const perRequest = (cpu: (run: Run) => number) =>
    runs.reduce((sum, run) => sum + cpu(run) * run.result.requests, 0) / result.requests;
  return {
    result,
    dashCpu: perRequest((run) => run.dashCpu),
    svcCpu: runs.some((run) => run.svcCpu === null) ? null : perRequest((run) => run.svcCpu!),
  };
}

/**
 * One measured run after a 1 s warm-up (not counted), with the CPU time per request answered of
 * the dashboard and, when given, of the service (/proc, process trees).
 */
async function measuredRun(
  target: CannonTarget,
  connections: number,
  seconds: number,
  dashboard: Proc,
  service?: Proc,
  keepTimes = false,
): Promise<Run> {
  await cannon({ ...target, connections, duration: 1 });
  const dash0 = treeCpuMs(dashboard.pid);
  const svc0 = service ? treeCpuMs(service.pid) : 0;
  const result = await cannon({ ...target, connections, duration: seconds, keepTimes });
  const dashCpu = (treeCpuMs(dashboard.pid) - dash0) / result.requests;
  const svcCpu = service ? (treeCpuMs(service.pid) - svc0) / result.requests : null;
  return { result, dashCpu, svcCpu };
}

/** A line of the group's table; a CPU figure that is not one of this run's reads "—". */
function tableRow(
  label: string,
  connections: number,
  {
    result,
    dashCpu,
    svcCpu,
  }: { result: CannonResult; dashCpu: number | null; svcCpu: number | null },
) {
  const cpu = (ms: number | null) => (ms === null ? "—" : ms.toFixed(2));
  return `| ${label} | ${connections} | ${result.requests} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${cpu(dashCpu)} | ${cpu(svcCpu)} | ${failures(result)} |`;
}

/** Checks that the pass-through proxy answers the service's own bytes. */
async function checkPassesThrough(url: string, direct: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`passthrough ${url} answered ${res.status}`);
  if ((await res.text()) !== direct)
    throw new Error("the pass-through proxy's answer differs from the service's");
}

/** Checks that proxied and bare answers agree; returns the service's own answer (its text). */
async function checkSameJson(
  targets: Record<Target, CannonTarget>,
  details: Details,
): Promise<string> {
  const texts: Partial<Record<Target, string>> = {};
  for (const name of ["direct", "proxy", "bare"] as const) {
    const res = await fetch(targets[name].url, { headers: targets[name].headers });
    if (!res.ok) throw new Error(`${name} ${targets[name].url} answered ${res.status}`);
    texts[name] = await res.text();
  }
  const bodies = {
    proxy: JSON.parse(texts.proxy!) as unknown,
    bare: JSON.parse(texts.bare!) as unknown,
  };
  const size = JSON.stringify(bodies.proxy).length;
  if (!isDeepStrictEqual(bodies.proxy, bodies.bare))
    throw new Error("the bare route's JSON differs from the proxied route's");
  details.push(
    `Proxied and bare answers are the same JSON (${size} characters, first page of 25).`,
    "",
  );
  return texts.direct!;
}
