import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// What the kernel says about a process tree: CPU time (utime + stime from /proc/<pid>/stat) and
// resident memory (VmRSS). `next start` serves from one process today; summing the tree keeps
// the figures right if a future Next forks workers.

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

function children(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const task of tasks) {
    try {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (list) out.push(...list.split(/\s+/).map(Number));
    } catch {
      // The thread ended between the two reads.
    }
  }
  return out;
}

/** The process and all its live descendants. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

/** utime + stime of one process, in milliseconds. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by the process and its live descendants. */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + cpuMsOf(p), 0);
}

/** Resident memory of the process and its live descendants, in MiB. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/** Clock-tick resolution, for the notes: CPU figures are multiples of this. */
export const CPU_TICK_MS = 1000 / CLOCK_TICKS;
