import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

// CI's audit step (scripts/audit.sh) against a registry of the test's own: the registry this
// project is built against refuses npm's bulk advisory request (405), so the step's verdicts
// are proven here with advisories the test serves. npm itself reads the lock file, asks the
// registry about the production dependencies and works out what each advisory reaches.

const SCRIPT = path.resolve(import.meta.dirname, "audit.sh");

type Registry = { url: string; asked: () => Record<string, string[]> | undefined };
let server: Server | undefined;
let cache: string;
beforeEach(() => {
  cache = mkdtempSync(path.join(tmpdir(), "audit-cache-"));
});
afterEach(async () => {
  rmSync(cache, { recursive: true, force: true });
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

/** A registry whose bulk advisory endpoint answers `answer(asked)` (or `status` alone). */
async function registry(answer: (asked: Record<string, string[]>) => unknown, status = 200) {
  let asked: Record<string, string[]> | undefined;
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (!req.url?.endsWith("/-/npm/v1/security/advisories/bulk")) {
        res.writeHead(404).end("{}"); // packuments: npm then says no fix is known
        return;
      }
      const body = Buffer.concat(chunks);
      const text = req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
      asked = JSON.parse(text.toString()) as Record<string, string[]>;
      if (status !== 200) res.writeHead(status).end("Method Not Allowed");
      else
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify(answer(asked)));
    });
  });
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, asked: () => asked } satisfies Registry;
}

async function audit(reg: Registry) {
  try {
    const { stdout } = await promisify(execFile)("bash", [SCRIPT], {
      // A cache of its own: npm keeps what it worked out of each advisory between runs.
      env: { ...process.env, npm_config_registry: reg.url, npm_config_cache: cache },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const advisory = (severity: string) => [
  {
    id: 1,
    url: "https://advisories.example.test/1",
    title: "Test advisory",
    severity,
    vulnerable_versions: "<999.0.0",
    cwe: [],
    cvss: { score: 7.5 },
  },
];

describe("scripts/audit.sh", () => {
  it("fails the run on a high advisory in a production dependency, naming it", async () => {
    const reg = await registry(() => ({ "to-words": advisory("high") }));
    const { code, stdout } = await audit(reg);
    expect(code).toBe(1);
    expect(stdout).toContain("high 1");
    expect(stdout).toContain("high: to-words");
    // Only what ships is asked about: a production dependency, not a test tool.
    expect(Object.keys(reg.asked()!)).toContain("next");
    expect(Object.keys(reg.asked()!)).not.toContain("vitest");
  }, 60_000);

  it("passes with moderate advisories only, and counts them", async () => {
    const reg = await registry(() => ({ "to-words": advisory("moderate") }));
    const result = await audit(reg);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("critical 0, high 0, moderate 1");
  }, 60_000);

  it("says plainly that nothing was checked when the registry refuses the endpoint", async () => {
    const reg = await registry(() => ({}), 405);
    const { code, stdout } = await audit(reg);
    expect(code).toBe(0);
    expect(stdout).toContain("npm audit: NOT CHECKED");
  }, 60_000);
});
