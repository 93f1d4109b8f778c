import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { cannon } from "./cannon";
import { type BenchContext, type Details, ownDashboard } from "./context";
import { type CpuProfile, type Share, summarise, type Window } from "./cpu-profile";
import { dashboardSession } from "./session";

// What a proxied request spends the dashboard's CPU on: a dashboard of its own under
// `node --cpu-prof`, GET /api/v1/properties at concurrency 10, then the profile read by place
// and by function. The figures of the other groups come from a dashboard without the profiler.

export async function measureProfile(ctx: BenchContext, details: Details) {
  const dir = path.join(ctx.workDir, "cpu-profile");
  mkdirSync(dir, { recursive: true });
  const dashboard = await ownDashboard(ctx, "profile-dashboard", {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  let requests = 0;
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  let window: Window | undefined;
  const seconds = ctx.quick ? 5 : 20;
  try {
    const session = await dashboardSession(dashboard.url, "manager");
    const target = {
      url: `${dashboard.url}/api/v1/properties`,
      headers: { cookie: session.cookie },
    };
    await cannon({ ...target, connections: 10, duration: 2 });
    const fromUs = nowUs();
    requests = (await cannon({ ...target, connections: 10, duration: seconds })).requests;
    window = { fromUs, toUs: nowUs() };
  } finally {
    await dashboard.stop(); // SIGTERM: Next exits, Node writes the profile
  }
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the dashboard wrote no CPU profile");
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
  // The profile's clock is this machine's monotonic clock; if it does not look like it (it
  // should start after the process did, within minutes), the whole profile is read instead.
  const clockAgrees =
    window !== undefined &&
    profile.startTime < window.fromUs &&
    window.fromUs - profile.startTime < 600e6;
  const summary = summarise(profile, clockAgrees ? window : undefined);
  const table = (title: string, shares: Share[]) => [
    `| ${title} | ms | % of busy |`,
    "| --- | ---: | ---: |",
    ...shares.map(
      (s) => `| ${s.name.replace(/\|/g, "\\|")} | ${s.ms.toFixed(0)} | ${s.percent.toFixed(1)} |`,
    ),
  ];
  details.push(
    `A dashboard of its own under \`node --cpu-prof\` (sampling every 1 ms), signed in as the`,
    `manager; 2 s warm-up, then ${seconds} s of \`GET /api/v1/properties\` at concurrency 10`,
    `(${requests} requests after warm-up). ${clockAgrees ? "Only the samples taken during the measured run are read" : "The profile's clock could not be matched, so its whole life is read (start-up included)"};`,
    `busy (non-idle) time in them: ${summary.busyMs.toFixed(0)} ms, ${(summary.busyMs / Math.max(requests, 1)).toFixed(2)} ms per request.`,
    "",
    ...table("self time by place", summary.self),
    "",
    ...table("self time by function (top)", summary.selfByFunction),
    "",
    ...table(
      "inclusive time by function (top; Next's server chunks are minified)",
      summary.inclusive,
    ),
  );
}
