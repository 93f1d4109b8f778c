import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";

import rule from "./prototype-safe-keys.mjs";

// The lint rule that keeps keys from outside off Object.prototype (eslint.config.mjs): the
// shape of the bug of "Security, second pass" (A) is refused, its fixes are accepted.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("prototype-safe-keys", rule, {
  valid: [
    // The fixes: a null-prototype object, a Map, fromEntries, an own-property check.
    "const fields = Object.create(null); for (const key of keys) (fields[key] ??= []).push(1);",
    "const fields = new Map(); for (const key of keys) fields.set(key, 1);",
    "const fields = Object.fromEntries(keys.map((key) => [key, 1]));",
    "if (Object.hasOwn(table, key)) use(table[key]);",
    "const found = Object.hasOwn(TABLE, key) ? TABLE[key as Name] : undefined;",
    // Keys that cannot be a name of Object.prototype.
    'const o = {}; o["name"] = 1; o[`fixed`] = 2; o[-1] = 3;',
    "const o = {}; o[`params.${name}`] = 1; o[`key${i}`] = 2;",
    'const o = { a: 0, b: 0 }; o[flag ? "a" : "b"]++;',
    'const KEY = Symbol.for("x"); const scope = {}; scope[KEY] = 1; use(KEY in scope);',
    '"data" in body;',
    // Reads and writes of objects not made here as literals are the suite's to catch.
    "function f(record, key) { record[key] = 1; }",
    "const o = {}; use(o[key]);",
  ],
  invalid: [
    {
      // The bug: lib/rental/errors.ts before the fix.
      code: "const fields = {}; for (const key of keys) (fields[key] ??= []).push(1);",
      errors: [{ messageId: "write" }],
    },
    {
      code: "const counts: Record<string, number> = {}; counts[key] = (counts[key] ?? 0) + 1;",
      errors: [{ messageId: "write" }],
    },
    { code: "const seen = {}; seen[key]++;", errors: [{ messageId: "write" }] },
    { code: "let copy; (copy ??= { ...record })[key] = 1;", errors: [{ messageId: "write" }] },
    { code: "const o = {}; o[`${name}String`] = 1;", errors: [{ messageId: "write" }] },
    { code: "if (name in written) drop(name);", errors: [{ messageId: "in" }] },
    // The second bug: lib/saved-views/create-schema.ts read VIEW_LISTS[list as ListId].
    { code: "const definition = VIEW_LISTS[list as ListId];", errors: [{ messageId: "cast" }] },
    {
      code: "const found = Object.hasOwn(OTHER, key) ? TABLE[key as Name] : undefined;",
      errors: [{ messageId: "cast" }],
    },
  ],
});
