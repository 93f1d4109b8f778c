import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { fieldErrors, validationError } from "@/lib/rental/errors";
import { msg } from "@/lib/rental/messages";

// A refused field's name comes from the request: a body key, a query key. Names that
// Object.prototype already has (`constructor`, `toString`, `__proto__`) were found on the
// prototype of the answer being built and the refusal crashed (a 500 from PUT /api/me/preferences
// and POST /api/saved-views, "Security, second pass" (A)).

const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "__defineGetter__",
];
const strict = z.strictObject({ name: z.string() });
const english = (key: string) => key;

/** A body as JSON.parse gives it: `__proto__` is then an own key, not the prototype. */
const bodyWith = (key: string) =>
  JSON.parse(JSON.stringify({ name: "x" }).replace("{", `{"${key}":1,`));

describe("field errors keyed by a name from the request", () => {
  it.each(PROTOTYPE_KEYS)("names an unknown key %s as its own field", (key) => {
    const result = z.safeParse(strict, bodyWith(key));
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error!);
    expect(Object.keys(fields)).toEqual([key]);
    expect(Object.getOwnPropertyDescriptor(fields, key)?.value).toEqual([
      msg("validation.unknownField"),
    ]);
  });

  it("answers any refused key set with one message per key, never throwing", () => {
    const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 1, maxLength: 5 }), (keys) => {
        const body = JSON.parse(`{${keys.map((k) => `${JSON.stringify(k)}:0`).join(",")}}`);
        const result = z.safeParse(z.strictObject({}), body);
        expect(result.success).toBe(false);
        const answer = validationError(result.error!, "body", english);
        const fields = answer.error.details.fields ?? {};
        expect(Object.keys(fields).sort()).toEqual([...keys].sort());
        for (const k of keys)
          expect(Object.getOwnPropertyDescriptor(fields, k)?.value).toEqual([
            "validation.unknownField",
          ]);
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });
});
