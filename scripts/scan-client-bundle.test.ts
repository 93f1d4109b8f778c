import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { browserFiles, scan, secretsFrom } from "./scan-client-bundle";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "scan-test-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(dir, "server/app/properties"), { recursive: true });
  writeFileSync(path.join(dir, "static/chunks/main.js"), "console.log('hello')");
  writeFileSync(path.join(dir, "server/app/index.html"), "<html>ok</html>");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const env = {
  RENTAL_CLIENT_SECRET: "s3cret-client-value",
  RENTAL_API_BASE_URL: "https://rental.internal.example:8443/",
  AUTH_SECRET: "an-auth-secret-of-some-length-000000",
};

describe("client bundle scan", () => {
  it("finds nothing in a clean build", () => {
    expect(scan(browserFiles(dir), secretsFrom(env))).toEqual([]);
  });

  it.each([
    ["static/chunks/a.js", 'const x="s3cret-client-value"', "rental client secret"],
    [
      "static/chunks/b.js",
      '"https:\\/\\/rental.internal.example:8443\\/tenant"',
      "upstream address",
    ],
    ["server/app/properties.rsc", "fetch rental.internal.example:8443 now", "upstream host"],
    ["server/app/properties/page.html", "an-auth-secret-of-some-length-000000", "AUTH_SECRET"],
    ["static/chunks/c.js", "const s='demo-secret'", "rental client secret"],
    ["static/chunks/d.js", "http%3A%2F%2F127.0.0.1%3A4010", "upstream address"],
  ])("flags %s for the %s", (file, content, label) => {
    writeFileSync(path.join(dir, file), content);
    const hits = scan(browserFiles(dir), secretsFrom(env));
    expect(hits).toContainEqual({ file: path.join(dir, file), label });
  });

  it("ignores server code that never reaches a browser", () => {
    writeFileSync(path.join(dir, "server/app/page.js"), 'const s="s3cret-client-value"');
    expect(scan(browserFiles(dir), secretsFrom(env))).toEqual([]);
  });

  it("takes extra values and skips values too short to be secrets", () => {
    writeFileSync(path.join(dir, "static/chunks/e.js"), "token=planted-canary-123 abc");
    expect(scan(browserFiles(dir), secretsFrom({}, ["planted-canary-123", "abc"]))).toEqual([
      { file: path.join(dir, "static/chunks/e.js"), label: "given value" },
    ]);
  });
});
