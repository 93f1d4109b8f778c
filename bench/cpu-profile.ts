// Reads a V8 .cpuprofile (node --cpu-prof): where the samples fall, by place (package, Next's
// bundled server code, Node internals) for self time, and by function for inclusive time (a
// function counted once per sample however deep its recursion).

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

export type Share = { name: string; ms: number; percent: number };

const IDLE = new Set(["(idle)", "(program)", "(root)"]);
/** Frames on nearly every stack that say nothing about where the time goes. */
const GENERIC = new Set(["processTicksAndRejections", "runMicrotasks", "(anonymous)", "emit"]);

/** Where a frame's code lives, in words a reader can act on. */
export function placeOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:internal/deps/undici")) return "node fetch (undici)";
  if (url.startsWith("node:internal/crypto") || url === "node:crypto") return "node crypto";
  if (/^node:(internal\/)?(streams?|net|stream_base_commons|http)/.test(url))
    return "node sockets and streams";
  if (url.startsWith("node:")) return "node internals (other)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg?.[1] === "next") {
    const compiled = /compiled\/([^/]+)/.exec(url)?.[1];
    return compiled ? `next (compiled ${compiled})` : "next";
  }
  if (pkg?.[1]) return pkg[1];
  const chunk = /\.next\/server\/(.+)$/.exec(url);
  if (chunk?.[1]) return `.next/server ${chunk[1].replace(/\.js$/, "")}`;
  return url.replace(/^file:\/\//, "");
}

/** Sample times are V8 TimeTicks: CLOCK_MONOTONIC microseconds on Linux, the clock behind
 *  process.hrtime() in any process on the machine, so a window measured by the bench applies. */
export type Window = { fromUs: number; toUs: number };

export function summarise(profile: CpuProfile, window?: Window, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const ms = delta / 1000;
    const node = byId.get(id);
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    busy += ms;
    const place = placeOf(node.callFrame);
    self.set(place, (self.get(place) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || "(anonymous)"} — ${place}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)!.callFrame;
      if (IDLE.has(frame.functionName) || GENERIC.has(frame.functionName || "(anonymous)"))
        continue;
      const key = `${frame.functionName || "(anonymous)"} — ${placeOf(frame)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  const shares = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, percent: (ms * 100) / busy }));
  return {
    busyMs: busy,
    self: shares(self),
    selfByFunction: shares(selfByFunction),
    inclusive: shares(inclusive),
  };
}
