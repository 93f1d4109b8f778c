import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { deedSearchSchema } from "@/lib/rental/deed";
import { documentNumberParams } from "@/lib/rental/path-params";

import { propertyRoutes } from "../src/routes/properties";

// GET /properties/{documentNumber}: a deed number the dashboard takes must be one the service
// takes, and the other way round; and it is the text of a deed_id the deed search takes (the
// interface: a property's document number equals its deed identifier).

const inDigits = (text: string, zero: number) =>
  text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

/** What the service's GET properties/{documentNumber} parses its path with. */
const serviceParams = propertyRoutes.getProperty.params;
if (!serviceParams) throw new Error("GET properties/{documentNumber} parses no path");

const typed = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\d{1,22}$/),
  fc.bigInt({ min: -10n, max: 10n ** 21n }).map(String),
  fc
    .tuple(fc.bigInt({ min: 0n, max: 2n ** 54n }), fc.constantFrom(0x30, 0x660, 0x6f0))
    .map(([n, zero]) => inDigits(String(n), zero)),
  fc.constantFrom("0", "00", "0123", "9007199254740991", "9007199254740992", "١٢"),
);

describe("deed numbers", () => {
  it("the dashboard and the service take the same ones, read the same way", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const dashboard = documentNumberParams.safeParse({ documentNumber: text });
        const service = serviceParams.safeParse({ documentNumber: text });
        expect(dashboard.success, text).toBe(service.success);
        if (dashboard.success && service.success)
          expect(String(service.data.documentNumber)).toBe(dashboard.data.documentNumber);
      }),
      { numRuns: 3000 },
    );
  });

  it("are the deed_ids the deed search takes, written in digits", () => {
    const numbers = fc.oneof(
      fc.maxSafeInteger(),
      fc.bigInt({ min: 2n ** 53n - 5n, max: 2n ** 53n + 5n }).map(Number),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(numbers, (n) => {
        const search = deedSearchSchema.safeParse({ deed_id: n });
        const path = documentNumberParams.safeParse({ documentNumber: String(n) });
        expect(path.success, String(n)).toBe(search.success);
      }),
      { numRuns: 3000 },
    );
  });
});
