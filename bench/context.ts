import { mkdtempSync } from "node:fs";
import path from "node:path";

import { type Proc, startDashboard } from "./stack";
import type { Results } from "./results";
import type { Session } from "./session";

// What every measurement group gets: the running programs, a signed-in manager, a token, sample
// records of the demo data, and where to put its figures and its explanation.

export type Sample = { propertyId: number; documentNumber: string; unitId: number };

export type BenchContext = {
  quick: boolean;
  /** `--pages a,b`: Lighthouse only these pages (bench/results.ts PAGES names). */
  pages: string[] | null;
  chromePath: string;
  /** This run's scratch directory (logs, data directories, Lighthouse reports). */
  workDir: string;
  /** Extra environment for every dashboard started (`--env KEY=VALUE`). */
  extraEnv: Record<string, string>;
  /** Free ports of the bench's range (5800-5899) for groups that start programs of their own. */
  port: (name: string) => number;
  service: Proc;
  dashboard: Proc;
  manager: Session;
  token: string;
  sample: Sample;
  results: Results;
};

/** A group's own report: markdown lines under its heading in RESULTS.md. */
export type Details = string[];

export type Group = {
  name: string;
  /** Figures this group writes (for --only and the notes). */
  figures: string;
} & (
  | { run: (ctx: BenchContext, details: Details) => Promise<void> }
  /** Measured in the bench's own process, without the built dashboard or the service. */
  | { inProcess: (results: Results, details: Details) => Promise<void> }
);

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * A dashboard of the group's own (fresh storage, empty caches) against the run's service, or
 * against `rentalUrl`.
 */
export function ownDashboard(
  ctx: BenchContext,
  name: string,
  { nodeArgs, rentalUrl }: { nodeArgs?: string[]; rentalUrl?: string } = {},
) {
  return startDashboard({
    port: ctx.port(name),
    logFile: path.join(ctx.workDir, `${name}.log`),
    rentalUrl: rentalUrl ?? ctx.service.url,
    dataDir: mkdtempSync(path.join(ctx.workDir, `${name}-`)),
    extraEnv: ctx.extraEnv,
    nodeArgs,
  });
}
