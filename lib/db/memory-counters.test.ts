import { describe, expect, it, vi } from "vitest";

import { countHitsInMemory } from "./memory-counters";

// In-process rate-limit counters (PGlite): the same fixed one-minute windows as the table.

const T0 = new Date("2026-11-23T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe("countHitsInMemory", () => {
  it("counts each key once per hit within its minute, and starts again in the next", () => {
    const db = {};
    expect(Object.fromEntries(countHitsInMemory(db, ["a", "b", "a"], at(0)))).toEqual({
      a: 1,
      b: 1,
    });
    expect(Object.fromEntries(countHitsInMemory(db, ["a"], at(30_000)))).toEqual({ a: 2 });
    expect(Object.fromEntries(countHitsInMemory(db, ["a", "b"], at(59_999)))).toEqual({
      a: 3,
      b: 2,
    });
    expect(Object.fromEntries(countHitsInMemory(db, ["a"], at(60_000)))).toEqual({ a: 1 });
    // b's count from the minute before is gone too.
    expect(Object.fromEntries(countHitsInMemory(db, ["b"], at(61_000)))).toEqual({ b: 1 });
  });

  it("keeps each database's counts apart", () => {
    const one = {};
    const other = {};
    countHitsInMemory(one, ["k"], at(0));
    countHitsInMemory(one, ["k"], at(0));
    expect(countHitsInMemory(other, ["k"], at(0)).get("k")).toBe(1);
    expect(countHitsInMemory(one, ["k"], at(0)).get("k")).toBe(3);
  });

  it("counts as many hits as it is given, up to any limit", () => {
    const db = {};
    let last = 0;
    for (let i = 0; i < 1300; i++)
      last = countHitsInMemory(db, ["api:address:x"], at(5_000)).get("api:address:x")!;
    expect(last).toBe(1300);
  });

  it("counts in one place for the process, however many copies of the module are loaded", async () => {
    // Next.js may evaluate a module once per route bundle: each copy must add to the same count.
    const db = {};
    countHitsInMemory(db, ["k"], at(0));
    vi.resetModules();
    const copy = await import("./memory-counters");
    expect(copy.countHitsInMemory).not.toBe(countHitsInMemory);
    expect(copy.countHitsInMemory(db, ["k"], at(0)).get("k")).toBe(2);
  });
});
