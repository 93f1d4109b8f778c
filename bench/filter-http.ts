import path from "node:path";

import postgres from "postgres";

import { cannon, percentile } from "./cannon";
import type { BenchContext, Details } from "./context";
import { round } from "./context";
import { serviceToken } from "./session";
import { startService } from "./stack";

// The property filter through HTTP on PostgreSQL: a rental service of its own, seeded with
// `count` properties into a schema of its own (kept between runs with --keep-data, else
// dropped), timed with autocannon at concurrency 1.

const NEEDLES = [
  ["Latin, common", "nakheel"],
  ["Latin, rare", "Qirawan Tower 17"],
  ["Arabic, common", "النخيل"],
  ["Arabic, rare", "برج القيروان 17"],
] as const;

export type FilterOptions = { databaseUrl: string; properties: number; keepData: boolean };

export async function measureFilter(ctx: BenchContext, details: Details, options: FilterOptions) {
  const schema = `bench_filter_${options.properties}`;
  const started = performance.now();
  const service = await startService({
    port: ctx.port("filter-service"),
    logFile: path.join(ctx.workDir, "filter-service.log"),
    storage: { url: options.databaseUrl, schema },
    seedProperties: options.properties,
    readyTimeoutMs: 30 * 60_000,
  });
  const readySeconds = (performance.now() - started) / 1000;
  try {
    // Fresh statistics for the planner, as autovacuum would have made them by now in a real
    // database (a bulk seed outruns it).
    await analyze(options.databaseUrl, schema);
    const headers = {
      authorization: `Bearer ${await serviceToken(service.url)}`,
      accept: "application/json",
    };
    const seconds = ctx.quick ? 2 : 8;
    const lines = [
      "| needle | matches | requests | p50 ms | p99 ms |",
      "| --- | ---: | ---: | ---: | ---: |",
    ];
    const all: number[] = [];
    for (const [label, needle] of NEEDLES) {
      const query = new URLSearchParams({ "filters[property_name][$contains]": needle });
      const url = `${service.url}/tenant/v1/properties?${query}`;
      const first = (await (await fetch(url, { headers })).json()) as {
        meta: { pagination: { total: number } };
      };
      await cannon({ url, headers, connections: 1, duration: 1 }); // warm-up
      const result = await cannon({
        url,
        headers,
        connections: 1,
        duration: seconds,
        keepTimes: true,
      });
      all.push(...result.times);
      lines.push(
        `| ${label}: \`${needle}\` | ${first.meta.pagination.total} | ${result.requests} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} |`,
      );
    }
    all.sort((a, b) => a - b);
    ctx.results.service.filter_p50_ms_100k = round(percentile(all, 50));
    details.push(
      `${options.properties.toLocaleString("en")} properties on PostgreSQL (schema \`${schema}\`;`,
      `service ready after ${readySeconds.toFixed(0)} s including seeding when the schema was new).`,
      "`GET /tenant/v1/properties?filters[property_name][$contains]=…` (page of 25 + total) with a",
      `bearer token, autocannon at concurrency 1, ${seconds} s per needle after a 1 s warm-up. The`,
      "figure is the median over all four needles' responses together.",
      "",
      ...lines,
    );
  } finally {
    await service.stop();
    if (!options.keepData) await dropSchema(options.databaseUrl, schema);
  }
}

async function analyze(url: string, schema: string) {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(`analyze "${schema}".properties, "${schema}".units`);
  } finally {
    await client.end();
  }
}

async function dropSchema(url: string, schema: string) {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
