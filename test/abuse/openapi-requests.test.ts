import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { openApiDocument } from "@/lib/openapi";

import { encodeSegment, operationsOf, requestsFor, toJson } from "./openapi-requests";

// The property-based suite's generator (test/integration/openapi-fuzz.int.test.ts) makes what
// it promises: the hostile inputs of issue 34 appear in a run of the suite's size.

const ops = operationsOf(openApiDocument() as never, (p) => p);
const sample = (path: string, method: string) => {
  const op = ops.find((o) => o.path === path && o.method === method)!;
  return fc.sample(requestsFor(op), { numRuns: 300, seed: 34 });
};

describe("requests generated from the OpenAPI document", () => {
  it("puts prototype keys in bodies as own keys, and sends odd and empty bodies", () => {
    const bodies = sample("/api/saved-views", "POST").map((r) => r.body ?? "");
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty"])
      expect(bodies.some((b) => b.includes(`"${key}":`))).toBe(true);
    expect(bodies).toContain("");
    expect(bodies.some((b) => b === "[]" || b === "null")).toBe(true);
  });

  it("sends nested filters, prototype keys and huge numbers in query strings and paths", () => {
    const urls = sample("/api/contracts", "GET").map((r) => r.url);
    expect(urls.some((u) => /[?&](filter\[a\]\[b\]|filters\[a\]\[b\]\[c\])=/.test(u))).toBe(true);
    expect(urls.some((u) => /[?&]__proto__/.test(u))).toBe(true);
    const paths = sample("/api/contracts/{id}", "GET").map((r) => r.url);
    expect(paths).toContain("/api/contracts/9007199254740993");
    expect(paths.some((p) => /^\/api\/contracts\/[1-9]\d*$/.test(p))).toBe(true);
  });

  it("sends a body to body-less routes now and then", () => {
    expect(sample("/api/account/sessions", "DELETE").some((r) => r.body !== undefined)).toBe(true);
  });

  it("writes lone surrogates escaped in JSON, and as their bytes in a URL", () => {
    expect(toJson({ a: "\ud800" })).toBe('{"a":"\\ud800"}');
    expect(encodeSegment("x\udfffy🏠")).toBe("x%ED%BF%BFy%F0%9F%8F%A0");
    const own = Object.create(null) as Record<string, unknown>;
    own["__proto__"] = 1;
    expect(JSON.parse(toJson(own))).toHaveProperty("__proto__", 1);
  });
});
