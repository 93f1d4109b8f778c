import { isDeepStrictEqual } from "node:util";

import { cannon, type CannonResult, failures } from "./cannon";
import type { BenchContext, Details } from "./context";
import { round } from "./context";
import { treeCpuMs } from "./proc";

// The proxy's own cost: GET /api/v1/properties through the dashboard (session, role, query
// validation, upstream call, normalisation) against the same request straight to the rental
// service, and against a bare route handler in the same Next server that answers the same JSON.

type Target = "direct" | "proxy" | "bare";

export async function measureProxyCost(ctx: BenchContext, details: Details) {
  const { service, dashboard } = ctx;
  const targets: Record<Target, { url: string; headers: Record<string, string> }> = {
    direct: {
      url: `${service.url}/tenant/v1/properties`,
      headers: { authorization: `Bearer ${ctx.token}`, accept: "application/json" },
    },
    proxy: { url: `${dashboard.url}/api/v1/properties`, headers: { cookie: ctx.manager.cookie } },
    bare: { url: `${dashboard.url}/api/bench/properties`, headers: {} },
  };
  await checkSameJson(targets, details);

  const seconds = ctx.quick ? 3 : 15;
  const lines = [
    "| target | connections | requests | req/s | p50 ms | p99 ms | dashboard CPU ms/req | service CPU ms/req | failures |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const runs: Record<string, { result: CannonResult; dashCpu: number }> = {};
  for (const connections of [1, 10]) {
    for (const name of ["direct", "proxy", "bare"] as const) {
      const target = targets[name];
      await cannon({ ...target, connections, duration: 1 }); // warm-up, not counted
      const dash0 = treeCpuMs(dashboard.pid);
      const svc0 = treeCpuMs(service.pid);
      const result = await cannon({ ...target, connections, duration: seconds });
      const dashCpu = (treeCpuMs(dashboard.pid) - dash0) / result.requests;
      const svcCpu = (treeCpuMs(service.pid) - svc0) / result.requests;
      runs[`${name}@${connections}`] = { result, dashCpu };
      lines.push(
        `| ${name} | ${connections} | ${result.requests} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${dashCpu.toFixed(2)} | ${svcCpu.toFixed(2)} | ${failures(result)} |`,
      );
    }
  }
  const get = (key: string) => runs[key]!;
  const r = ctx.results;
  r.proxy.p50_overhead_ms = round(get("proxy@1").result.p50 - get("direct@1").result.p50);
  r.proxy.cpu_ms_per_request = round(get("proxy@10").dashCpu);
  r.bare.cpu_ms_per_request = round(get("bare@10").dashCpu);
  r.proxy.rps_c10 = round(get("proxy@10").result.rps, 0);
  r.direct.rps_c10 = round(get("direct@10").result.rps, 0);
  r.bare.rps_c10 = round(get("bare@10").result.rps, 0);
  const failed = Object.values(runs).reduce((sum, run) => sum + failures(run.result), 0);
  details.push(
    `autocannon, ${seconds} s per target and concurrency after a 1 s warm-up, in the order shown,`,
    "one after the other in this run. p50/p99 from autocannon's per-response times (2xx only).",
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
  );
}

async function checkSameJson(
  targets: Record<Target, { url: string; headers: Record<string, string> }>,
  details: Details,
) {
  const bodies: Partial<Record<Target, unknown>> = {};
  for (const name of ["direct", "proxy", "bare"] as const) {
    const res = await fetch(targets[name].url, { headers: targets[name].headers });
    if (!res.ok) throw new Error(`${name} ${targets[name].url} answered ${res.status}`);
    bodies[name] = await res.json();
  }
  const size = JSON.stringify(bodies.proxy).length;
  if (!isDeepStrictEqual(bodies.proxy, bodies.bare))
    throw new Error("the bare route's JSON differs from the proxied route's");
  details.push(
    `Proxied and bare answers are the same JSON (${size} characters, first page of 25).`,
    "",
  );
}
