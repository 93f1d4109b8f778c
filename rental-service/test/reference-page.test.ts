import { describe, expect, it } from "vitest";

import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { ServiceDbHandle } from "../src/db/open";

// The OpenAPI document and its reference page need no database: an app whose database would
// fail proves it.
const noDatabase = {
  kind: "pglite",
  get: () => Promise.reject(new Error("no database in this test")),
  close: async () => {},
} as unknown as ServiceDbHandle;

const app = createApp({ db: noDatabase, config: loadConfig({}) });

describe("API reference", () => {
  it("serves the document with this server's address", async () => {
    const res = await app.request("http://sandbox.example:4010/openapi.json");
    const doc = (await res.json()) as { servers: { url: string }[]; paths: object };
    expect(doc.servers).toEqual([
      { url: "http://sandbox.example:4010", description: "This rental service" },
    ]);
    expect(Object.keys(doc.paths)).toHaveLength(12);
  });

  it("serves an interactive page built from node_modules, loading nothing from elsewhere", async () => {
    const page = await app.request("/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="/openapi.json">');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await app.request("/docs/redoc.standalone.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.text()).length).toBeGreaterThan(500_000);
  });
});
