import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { recordId } from "@/lib/rental/path-params";
import { readRecordId } from "@/lib/rental/record-id";

// The contract list's party filter reads a typed id without zod; routes read ids with the
// schema. They must agree on any text.

const digits = (text: string, zero: number) =>
  text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

describe("reading a record id in the browser", () => {
  it("takes positive whole numbers in any digits, with spaces around", () => {
    expect(readRecordId("7")).toBe(7);
    expect(readRecordId(" ١٢ ")).toBe(12);
    for (const text of ["", "0", "07", "-1", "1.5", "1e3", "abc", "99999999999999999"])
      expect(readRecordId(text)).toBeUndefined();
  });

  it("agrees with the server's schema on any text", () => {
    const typed = fc.oneof(
      fc.string(),
      fc.bigInt({ min: -10n, max: 10n ** 17n }).map(String),
      fc
        .tuple(fc.nat(), fc.constantFrom(0x30, 0x660, 0x6f0), fc.constantFrom("", " ", "0"))
        .map(([n, zero, pad]) => pad + digits(String(n), zero) + pad.trim()),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = recordId.safeParse(text);
        expect(readRecordId(text)).toBe(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
