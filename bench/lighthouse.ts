import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { CHROMIUM_ARGS } from "../e2e/chromium-args";
import type { BenchContext, Details } from "./context";
import { otherPageUrls } from "./bundle-pages";
import { pageUrl } from "./pages";
import { OTHER_PAGES, PAGES } from "./results";
import { dashboardSession } from "./session";

// Lighthouse 12 (its CLI, default mobile preset with simulated throttling) on Debian's Chromium,
// each page several times, the median score kept. Signed-in pages get the manager's session
// cookie as an extra header on every request, as the browser would send it.

const run = promisify(execFile);

// The parts of an audit's details that name page elements (LCP element, layout shifts).
type Node = { type: "node"; selector?: string; nodeLabel?: string };
type AuditDetails = { items?: { node?: Node; items?: { node?: Node }[] }[] };

/** The first element an audit names, as "label (selector)", to say what to look at. */
function firstNode(details: AuditDetails | undefined): string {
  const item = details?.items?.[0];
  const node = item?.node ?? item?.items?.[0]?.node;
  if (!node) return "—";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").replace(/\|/g, "/").slice(0, 40);
  return `${label} (\`${(node.selector ?? "").slice(-60)}\`)`;
}
const CLI = path.resolve(import.meta.dirname, "../node_modules/lighthouse/cli/index.js");

type Report = {
  categories: Record<
    "performance" | "accessibility",
    { score: number | null; auditRefs: { id: string }[] }
  >;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; title: string; details?: AuditDetails }
  >;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
};

/** One Lighthouse run of `url`, sent with `cookie` (a session's) when it is given. */
async function lighthouse(ctx: BenchContext, url: string, cookie: string | null, file: string) {
  const args = [
    CLI,
    url,
    "--output=json",
    `--output-path=${file}`,
    "--only-categories=performance,accessibility",
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
    "--quiet",
  ];
  if (cookie) {
    const headers = `${file}.headers.json`;
    writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
    args.push(`--extra-headers=${headers}`);
  }
  await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: ctx.chromePath },
    timeout: 180_000,
  });
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return report;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const score = (report: Report, key: "performance" | "accessibility") =>
  Math.round((report.categories[key].score ?? 0) * 100);

export async function measurePages(ctx: BenchContext, details: Details) {
  const runs = ctx.quick ? 1 : 3;
  const named = ctx.pages ?? (ctx.quick ? ["sign-in", "overview", "properties"] : null);
  const pages = named ? PAGES.filter((p) => named.includes(p.name)) : PAGES;
  const lines = [...TABLE_HEAD];
  let benchmarkIndex = 0;
  for (const page of pages) {
    const url = pageUrl(ctx, page.route);
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(ctx.workDir, `lighthouse-${page.name}-${i + 1}.json`);
      reports.push(await lighthouse(ctx, url, page.signedIn ? ctx.manager.cookie : null, file));
    }
    const perf = reports.map((r) => score(r, "performance"));
    const a11y = reports.map((r) => score(r, "accessibility"));
    ctx.results.pages[page.name] = { performance: median(perf), accessibility: median(a11y) };
    // The run whose performance score is the median stands for the page's timings.
    const typical = reports[perf.indexOf(median(perf))]!;
    benchmarkIndex = typical.environment.benchmarkIndex;
    lines.push(tableRow(page.name, url, reports));
  }
  details.push(
    `Lighthouse ${lighthouseVersion()} CLI, default (mobile) preset with simulated throttling,`,
    `categories performance and accessibility, ${runs} run(s) per page, the median score kept.`,
    "Signed-in pages get the manager's session cookie through `--extra-headers`. The sign-in",
    `page is scored signed out. Lighthouse's benchmarkIndex on this machine: ${benchmarkIndex}.`,
    "",
    ...lines,
  );
}

const TABLE_HEAD = [
  "| page | URL | performance (runs) | accessibility (runs) | LCP s | TBT ms | CLS | failed a11y audits | LCP element | largest shift |",
  "| --- | --- | --- | --- | ---: | ---: | ---: | --- | --- | --- |",
];

/** A page's row: its median scores and the timings of the run whose performance is the median. */
function tableRow(name: string, url: string, reports: Report[]): string {
  const perf = reports.map((r) => score(r, "performance"));
  const a11y = reports.map((r) => score(r, "accessibility"));
  const typical = reports[perf.indexOf(median(perf))]!;
  const audit = (id: string) => typical.audits[id]?.numericValue ?? NaN;
  const failedA11y = typical.categories.accessibility.auditRefs
    .filter((ref) => typical.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return `| ${name} | \`${new URL(url).pathname}\` | ${median(perf)} (${perf.join(", ")}) | ${median(a11y)} (${a11y.join(", ")}) | ${(audit("largest-contentful-paint") / 1000).toFixed(1)} | ${audit("total-blocking-time").toFixed(0)} | ${audit("cumulative-layout-shift").toFixed(3)} | ${failedA11y.join(", ") || "none"} | ${firstNode(typical.audits["largest-contentful-paint-element"]?.details)} | ${firstNode(typical.audits["layout-shifts"]?.details)} |`;
}

/**
 * The dashboard's other pages (OTHER_PAGES: the rent roll's, the notifications', the admin's…),
 * scored once each as the role that may open them, for RESULTS.md: no figure of results.json.
 */
export async function measureOtherPages(ctx: BenchContext, details: Details) {
  const admin = await dashboardSession(ctx.dashboard.url, "admin");
  const cookies = { manager: ctx.manager.cookie, admin: admin.cookie };
  const urls = await otherPageUrls(ctx, admin);
  const lines = [...TABLE_HEAD];
  for (const page of OTHER_PAGES) {
    const slug = page.route.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "");
    const file = path.join(ctx.workDir, `lighthouse-other-${slug}.json`);
    const url = urls[page.route];
    lines.push(tableRow(page.route, url, [await lighthouse(ctx, url, cookies[page.role], file)]));
  }
  details.push(
    `Lighthouse ${lighthouseVersion()} CLI as in the pages group, one run per page, each page`,
    "signed in as the role that may open it (the admin for the admin's pages, else the manager).",
    "",
    ...lines,
  );
}

function lighthouseVersion(): string {
  const pkg = path.resolve(import.meta.dirname, "../node_modules/lighthouse/package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}
