import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

import { CPU_TICK_MS, processTree } from "./proc";

// The state of the machine around each measurement: on a shared 2-core machine the other
// programs running are part of every figure.

export type Busy = { pid: number; cpuPercent: number; command: string };
export type Snapshot = { at: string; load: [number, number, number]; busy: Busy[] };

export type Machine = {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
};

export function describeMachine(chromePath: string): Machine {
  let chromium = "unknown";
  try {
    chromium = execFileSync(chromePath, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    // Reported as unknown.
  }
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
  };
}

function cpuTicksByPid(): Map<number, { ticks: number; command: string }> {
  const out = new Map<number, { ticks: number; command: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      // A process without a command line (a kernel thread, a zombie) goes by its name.
      const command =
        readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").trim() ||
        `[${stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))}]`;
      out.set(Number(entry), { ticks, command });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/**
 * Load average, and the processes outside this benchmark that used the most CPU over
 * `sampleMs` (current use, not ps's lifetime average).
 */
export async function snapshot(ownPids: number[], sampleMs = 2000): Promise<Snapshot> {
  const before = cpuTicksByPid();
  await new Promise((r) => setTimeout(r, sampleMs));
  const after = cpuTicksByPid();
  const own = new Set(ownPids.flatMap((pid) => processTree(pid)));
  own.add(process.pid);
  const busy: Busy[] = [];
  for (const [pid, now] of after) {
    const then = before.get(pid);
    if (!then || own.has(pid)) continue;
    const cpuPercent = ((now.ticks - then.ticks) * CPU_TICK_MS * 100) / sampleMs;
    if (cpuPercent >= 5) busy.push({ pid, cpuPercent, command: shorten(now.command) });
  }
  busy.sort((a, b) => b.cpuPercent - a.cpuPercent);
  const [l1, l5, l15] = os.loadavg() as [number, number, number];
  return { at: new Date().toISOString(), load: [l1, l5, l15], busy: busy.slice(0, 6) };
}

/** Enough of a command line to tell what it is and whose worktree it runs in. */
function shorten(command: string): string {
  const words = command.split(" ");
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word.startsWith("-")) {
      if (["--require", "--import", "-r"].includes(word)) i++; // and its argument
      continue;
    }
    if (i === 0 && /(^|\/)node$/.test(word)) continue;
    // "/work/wt/<worktree>/node_modules/.../vitest.mjs" → "[<worktree>] vitest.mjs"
    kept.push(
      word.replace(/^\/work\/wt\/([\w-]+)\/(?:node_modules\/)?(?:.*\/)?([^/]+)$/, "[$1] $2"),
    );
  }
  const text = kept.join(" ");
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
