import { describe, expect, it } from "vitest";

import { type CannonResult, pooled } from "./cannon";

const run = (
  times: number[],
  seconds: number,
  extra: Partial<CannonResult> = {},
): CannonResult => ({
  requests: times.length,
  rps: times.length / seconds,
  seconds,
  p50: NaN,
  p99: NaN,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statuses: { "200": times.length },
  times,
  ...extra,
});

describe("pooled", () => {
  it("takes the median over every answer of the runs, not the median of their medians", () => {
    // Medians 1 and 10: the mean of the medians would be 5.5; the pooled median is 2.
    const result = pooled([run([1, 1, 1, 2, 2], 1), run([10, 10, 10], 1)]);
    expect(result.p50).toBe(2);
    expect(result.times).toEqual([1, 1, 1, 2, 2, 10, 10, 10]);
  });

  it("adds up counts and takes req/s over the runs' summed time", () => {
    const result = pooled([
      run([1, 2, 3, 4], 2, { errors: 1, non2xx: 2, statuses: { "200": 4, "502": 2 } }),
      run([5, 6], 4, { timeouts: 1, statuses: { "200": 2 } }),
    ]);
    expect(result.requests).toBe(6);
    expect(result.seconds).toBe(6);
    expect(result.rps).toBe(1);
    expect(result).toMatchObject({ errors: 1, timeouts: 1, non2xx: 2 });
    expect(result.statuses).toEqual({ "200": 6, "502": 2 });
  });
});
