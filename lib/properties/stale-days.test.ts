import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { staleDaysSchema } from "./stale";
import { readStaleDays } from "./stale-days";

// The properties page reads typed days without zod; the server reads the address with the schema.
// They must agree, or the filter would send what the server drops (or hold back what it takes).

const digits = (text: string, zero: number) =>
  text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

describe("reading a number of days in the browser", () => {
  it("takes whole days from 1 to 3650 in any digits, with spaces around", () => {
    expect(readStaleDays("30")).toBe(30);
    expect(readStaleDays(" ٣٠ ")).toBe(30);
    expect(readStaleDays("۳۶۵۰")).toBe(3650);
    for (const text of ["", "0", "3651", "1.5", "-3", "abc", "3 0"])
      expect(readStaleDays(text)).toBeUndefined();
  });

  it("agrees with the server's schema on any text", () => {
    const typed = fc.oneof(
      fc.string(),
      fc.integer({ min: -10, max: 4000 }).map(String),
      fc.double().map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 4000 }), fc.constantFrom(0x30, 0x660, 0x6f0))
        .map(([n, zero]) => digits(String(n), zero)),
      fc.constantFrom("1e2", "0x10", " 12 ", "+5", "00030", "Infinity"),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = staleDaysSchema.safeParse(text);
        expect(readStaleDays(text)).toBe(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
