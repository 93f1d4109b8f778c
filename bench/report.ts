import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Machine, Snapshot } from "./machine";
import { type Figure, type Results, rows, type Verdict } from "./results";

// Writes a run's figures: results.json (the issue's keys, and the few reported beside them) and RESULTS.md (the
// figures beside their targets, the state of the machine while each group ran, details,
// notes and the findings on the figures that miss).

export type GroupRecord = {
  name: string;
  before: Snapshot;
  after?: Snapshot;
  seconds: number;
  /** Markdown lines: how the figures were measured, the raw numbers behind them. */
  details: string[];
  error?: string;
};

export type RunRecord = {
  mode: string;
  startedAt: string;
  commit: string;
  machine: Machine;
  groups: GroupRecord[];
  /** Hand-written analysis of the misses (bench/findings.md), included as it is. */
  findings: string | null;
};

const MARK: Record<Verdict, string> = { pass: "✅", miss: "❌", info: "", none: "—" };

export function formatFigure(value: Figure): string {
  if (value === null) return "—";
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return value.toFixed(abs < 10 ? 2 : abs < 100 ? 1 : 0);
}

/** Whether other work shared the machine at the start of any group. */
export function sharedMachine(run: Pick<RunRecord, "groups">): boolean {
  // Only others' processes: the load average also counts the bench's own earlier groups.
  return run.groups.some((g) => g.before.busy.length > 0);
}

const load = (s: Snapshot) => s.load.map((l) => l.toFixed(2)).join(" / ");
const busy = (s: Snapshot) =>
  s.busy.length === 0
    ? "nothing else above 5 % of a core"
    : s.busy
        .map((b) => `${b.command || `pid ${b.pid}`} (${Math.round(b.cpuPercent)} %)`)
        .join("; ");

export function figuresTable(results: Results): string {
  const lines = ["| figure | value | target | |", "| --- | ---: | --- | --- |"];
  for (const r of rows(results)) {
    const value = r.value === null ? "—" : `${formatFigure(r.value)}${r.unit ? ` ${r.unit}` : ""}`;
    lines.push(`| \`${r.key}\` | ${value} | ${r.target} | ${MARK[r.verdict]} |`);
  }
  return lines.join("\n");
}

export function renderMarkdown(results: Results, run: RunRecord): string {
  const m = run.machine;
  const out = [
    "# Benchmark results",
    "",
    `Run \`${run.mode}\` started ${run.startedAt} on commit \`${run.commit}\`. Written by`,
    "`npm run bench` (bench/run.ts); the same figures are in `bench/results.json`.",
    "",
    ...(sharedMachine(run)
      ? [
          "**Provisional:** the machine (2 cores) was shared with other work while this ran",
          "(other processes above 5 % of a core at the start of a group); the load average and",
          "the busiest other processes are recorded for each group below. Absolute times are",
          "pessimistic; ratios measured side by side in one run are the more reliable figures.",
        ]
      : [
          "The machine (2 cores) ran nothing else of note: no other process above 5 % of a core",
          "at the start of any group (load averages below; they include the bench's own work).",
        ]),
    "",
    "## Figures",
    "",
    figuresTable(results),
    "",
    "## Machine",
    "",
    `- CPU: ${m.cpuModel}, ${m.cores} cores; memory ${m.memoryGiB} GiB`,
    `- Node ${m.node}; ${m.chromium}`,
    "",
    "| group | took | load average (1/5/15 min) at start → end | other busy processes at start |",
    "| --- | ---: | --- | --- |",
    ...run.groups.map(
      (g) =>
        `| ${g.name} | ${Math.round(g.seconds)} s | ${load(g.before)}${g.after ? ` → ${load(g.after)}` : ""} | ${busy(g.before)} |`,
    ),
    "",
    "## How each figure was measured",
  ];
  for (const g of run.groups) {
    out.push("", `### ${g.name}`, "");
    if (g.error) out.push(`**Failed:** ${g.error}`, "");
    out.push(...g.details);
  }
  if (run.findings) out.push("", run.findings.trim());
  return `${out.join("\n")}\n`;
}

export function writeResults(dir: string, results: Results, run: RunRecord) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, "RESULTS.md"), renderMarkdown(results, run));
}
