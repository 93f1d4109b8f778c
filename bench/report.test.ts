import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { summarise, type CpuProfile } from "./cpu-profile";
import { figuresTable, formatFigure, sharedMachine, type RunRecord, writeResults } from "./report";
import { emptyResults, PAGES, rows } from "./results";

const snapshot = {
  at: "2026-11-23T10:00:00.000Z",
  load: [3.5, 2.25, 1] as [number, number, number],
  busy: [],
};
const run: RunRecord = {
  mode: "full",
  startedAt: "2026-11-23T10:00:00.000Z",
  commit: "abc1234",
  machine: {
    cpuModel: "AMD EPYC",
    cores: 2,
    memoryGiB: 24,
    node: "v20.20.2",
    chromium: "Chromium 156",
  },
  groups: [{ name: "proxy", before: snapshot, seconds: 61.4, details: ["| a | b |"] }],
  findings: "## Findings\n\nThe session lookup dominates.",
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("results.json", () => {
  it("holds the issue's keys, the pass-through and the instant-upstream figures, unmeasured ones as null", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bench-report-"));
    const results = emptyResults();
    results.proxy.p50_overhead_ms = 1.25;
    writeResults(dir, results, run);
    const json = JSON.parse(readFileSync(path.join(dir, "results.json"), "utf8"));
    expect(Object.keys(json)).toEqual([
      "proxy",
      "direct",
      "bare",
      "passthrough",
      "instant",
      "token",
      "economy",
      "service",
      "idle",
      "pages",
      "bundle",
      "load",
      "ledger",
    ]);
    // The ledger group's keys: per operation p50/p99 at concurrency 1 and 10, and its SQL count.
    expect(json.ledger).toMatchObject({
      seed_seconds: null,
      record_payment_p50_ms: null,
      record_payment_p99_ms_c10: null,
      record_payment_queries: null,
      statement_p50_ms: null,
      arrears_page_p50_ms: null,
      money_summary_queries: null,
    });
    expect(json.proxy).toEqual({ p50_overhead_ms: 1.25, cpu_ms_per_request: null, rps_c10: null });
    expect(json.bare).toEqual({ cpu_ms_per_request: null, rps_c10: null });
    expect(json.passthrough).toEqual({ p50_overhead_ms: null });
    expect(json.instant).toEqual({
      p50_overhead_ms: null,
      proxy_cpu_ms_per_request: null,
      bare_cpu_ms_per_request: null,
    });
    expect(json.service).toEqual({ filter_p50_ms_100k: null });
    expect(Object.keys(json.pages)).toEqual(PAGES.map((p) => p.name));
    expect(json.pages["unit-edit"]).toEqual({ performance: null, accessibility: null });
    expect(json.bundle["/properties/[documentNumber]"]).toEqual({ first_load_kb: null });
    expect(json.load).toEqual({
      errors: null,
      rss_mb_start: null,
      rss_mb_end: null,
      heap_mb_start: null,
      heap_mb_end: null,
    });
  });
});

describe("the figures table", () => {
  it("puts each target beside its figure and marks misses", () => {
    const results = emptyResults();
    Object.assign(results.proxy, { p50_overhead_ms: 3.5, cpu_ms_per_request: 4.8 });
    results.bare.cpu_ms_per_request = 1.4;
    results.token.requests_for_200_cold = 1;
    results.pages.overview = { performance: 96, accessibility: 98 };
    results.bundle["/"] = { first_load_kb: 180 };
    const table = figuresTable(results);
    expect(table).toContain("| `proxy.p50_overhead_ms` | 3.50 ms | ≤ 2 | ❌ |");
    expect(table).toContain("| `proxy ÷ bare CPU (derived)` | 3.43 × | ≤ 2 | ❌ |");
    expect(table).toContain("| `token.requests_for_200_cold` | 1 | 1 | ✅ |");
    expect(table).toContain("| `pages.overview.performance` | 96 | 100 (≥ 95) | ✅ |");
    expect(table).toContain("| `pages.overview.accessibility` | 98 | 100 | ❌ |");
    expect(table).toContain("| `bundle./.first_load_kb` | 180 kB | ≤ 180 (goal 150) | ✅ |");
    expect(table).toContain("| `economy.repeat_fetches` | — | 0 | — |");
  });

  it("judges the CPU figure by its ratio to the bare route", () => {
    const results = emptyResults();
    Object.assign(results.proxy, { cpu_ms_per_request: 2.8 });
    results.bare.cpu_ms_per_request = 1.4;
    expect(rows(results).find((r) => r.key === "proxy.cpu_ms_per_request")?.verdict).toBe("pass");
    results.proxy.cpu_ms_per_request = 2.9;
    expect(rows(results).find((r) => r.key === "proxy.cpu_ms_per_request")?.verdict).toBe("miss");
  });

  it("formats figures with sensible precision", () => {
    expect([
      formatFigure(null),
      formatFigure(7),
      formatFigure(1.234),
      formatFigure(41.26),
      formatFigure(163.7),
    ]).toEqual(["—", "7", "1.23", "41.3", "164"]);
  });
});

describe("RESULTS.md", () => {
  it("records the machine, each group's load and the findings", () => {
    dir = mkdtempSync(path.join(tmpdir(), "bench-report-"));
    writeResults(dir, emptyResults(), run);
    const md = readFileSync(path.join(dir, "RESULTS.md"), "utf8");
    expect(md).toContain("commit `abc1234`");
    expect(md).toContain("AMD EPYC, 2 cores");
    expect(md).toContain(
      "| proxy | 61 s | 3.50 / 2.25 / 1.00 | nothing else above 5 % of a core |",
    );
    expect(md).toContain("### proxy\n\n| a | b |");
    expect(md).toContain("The session lookup dominates.");
  });
});

describe("CPU profile summary", () => {
  // root → handler → (jwt, json); samples 1 ms apart on the monotonic clock from 1,000,000 µs.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: "(root)", url: "", lineNumber: 0 }, children: [2, 5] },
      {
        id: 2,
        callFrame: {
          functionName: "handler",
          url: "file:///app/.next/server/chunks/route.js",
          lineNumber: 1,
        },
        children: [3, 4],
      },
      {
        id: 3,
        callFrame: {
          functionName: "jwtDecrypt",
          url: "file:///app/node_modules/jose/dist/jwt.js",
          lineNumber: 1,
        },
      },
      {
        id: 4,
        callFrame: {
          functionName: "parse",
          url: "node:internal/deps/undici/undici",
          lineNumber: 1,
        },
      },
      { id: 5, callFrame: { functionName: "(idle)", url: "", lineNumber: 0 } },
    ],
    samples: [3, 3, 4, 2, 5, 3],
    timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
    startTime: 1_000_000,
    endTime: 1_006_000,
  };

  it("attributes self time to places and inclusive time to functions, idle left out", () => {
    const summary = summarise(profile);
    expect(summary.busyMs).toBe(5);
    expect(summary.self).toEqual([
      { name: "jose", ms: 3, percent: 60 },
      { name: "node fetch (undici)", ms: 1, percent: 20 },
      { name: ".next/server chunks/route", ms: 1, percent: 20 },
    ]);
    expect(summary.inclusive[0]).toEqual({
      name: "handler — .next/server chunks/route",
      ms: 5,
      percent: 100,
    });
  });

  it("reads only the samples inside a window of the monotonic clock", () => {
    const summary = summarise(profile, { fromUs: 1_002_500, toUs: 1_004_500 });
    expect(summary.busyMs).toBe(2); // the samples at 1,003,000 and 1,004,000
  });
});

describe("machine state", () => {
  it("calls a run provisional only when other work shared the machine", () => {
    const quiet = { ...snapshot, load: [0.5, 1, 1] as [number, number, number] };
    const group = { name: "proxy", before: quiet, seconds: 1, details: [] };
    expect(sharedMachine({ groups: [group] })).toBe(false);
    // A high load average alone is the bench's own earlier groups.
    expect(sharedMachine({ groups: [group, { ...group, before: snapshot }] })).toBe(false);
    const busy = { ...quiet, busy: [{ pid: 7, command: "tsc", cpuPercent: 40 }] };
    expect(sharedMachine({ groups: [{ ...group, before: busy }] })).toBe(true);
  });
});
