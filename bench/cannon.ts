import autocannon from "autocannon";

// autocannon with its per-response times kept at full precision: its histogram records whole
// milliseconds, too coarse for a 2 ms target, so the median is taken from the times autocannon
// itself measured for each response (its 'response' event), not from a timer of ours.

export type CannonRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type CannonRun = {
  url: string;
  connections: number;
  /** Seconds, or a number of requests when `amount` is set. */
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
  /** Keep every 2xx response time in the result (for medians over several runs). */
  keepTimes?: boolean;
};

export type CannonResult = {
  requests: number;
  rps: number;
  seconds: number;
  /** Median and 99th percentile of 2xx responses, ms (full precision). */
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** Sorted 2xx response times, ms, when `keepTimes` was asked for. */
  times: number[];
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export async function cannon(run: CannonRun): Promise<CannonResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: run.url,
        connections: run.connections,
        duration: run.duration ?? 10,
        amount: run.amount,
        headers: run.headers,
        requests: run.requests,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // The event passes (client, status, bytes, ms); @types/autocannon omits the client.
    const onResponse = (...args: unknown[]) => {
      const [, status, , ms] = args as [unknown, number, number, number];
      if (status >= 200 && status < 300) times.push(ms);
    };
    instance.on("response", onResponse as never);
  });
  times.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = stat.count ?? 0;
  const requests = result.requests.total;
  return {
    requests,
    rps: requests / result.duration,
    seconds: result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    times: run.keepTimes ? times : [],
  };
}

/**
 * Several runs as one: counts and statuses added up, p50 and p99 over all their answers (each
 * run must have kept its times). Seconds are summed and req/s taken over them, which is the rate
 * of runs made one after the other; for runs side by side, take the rate over their own time.
 */
export function pooled(results: CannonResult[]): CannonResult {
  const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
  const sum = (pick: (r: CannonResult) => number) => results.reduce((n, r) => n + pick(r), 0);
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  return {
    requests,
    rps: requests / seconds,
    seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statuses,
    times,
  };
}

/** Everything that was not a 2xx answer: socket errors, timeouts and other statuses. */
export const failures = (r: CannonResult) => r.errors + r.non2xx;
