import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { openApiDocument } from "../../lib/openapi";
import { errorBodySchema } from "../../lib/rental/errors";
import { buildOpenApiDocument } from "../../rental-service/src/openapi/document";
import { operationsOf, requestsFor, type FuzzOperation } from "../abuse/openapi-requests";
import { createTestDatabase, testDatabaseKinds } from "../databases";
import { type Client, leaks, signIn } from "./http";
import { startOwnDashboard, startService, type Running } from "./processes";
import { serviceControl } from "./service";

// The standing property-based suite (issue 34): requests generated with fast-check from the two
// OpenAPI documents — the rental service's own (/openapi.json, whose /tenant/v1 paths the mirror
// serves as /api/v1) and the dashboard's own endpoints (lib/openapi.ts) — sent by the demo admin
// to the production build, on a stack of its own with fresh databases so that writes go where
// they like. Every answer is a 2xx, or a 4xx with the dashboard's error envelope; never a 5xx;
// and the rental service refuses (400) nothing the dashboard sends it: its counter of refusals
// (/__stats, test mode only) stays at zero.
//
// Reproducible: FUZZ_SEED (default below) and FUZZ_RUNS (requests per operation) override; a
// failure names the seed to run again with.

const SEED = Number(process.env.FUZZ_SEED ?? 34_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// PostgreSQL when the run has one (production's database), else the embedded store.
const KIND = testDatabaseKinds().at(-1)!;

const MIRROR = "/tenant/v1/";
const mirrorPath = (p: string) =>
  p.startsWith(MIRROR) ? `/api/v1/${p.slice(MIRROR.length)}` : undefined;
const ownPath = (p: string) => (p.startsWith("/api/v1/") ? undefined : p);

/** Operations that check the signed-in person's password run last: their wrong guesses slow
 * the account's sign-in (the throttle), and an earlier operation may end the session. */
const checksPassword = (op: FuzzOperation) =>
  op.path === "/api/account/step-up" || JSON.stringify(op.body ?? {}).includes("currentPassword");

/** The notifications' event stream answers for as long as the tab stays open: a request to it
 * never ends, so it is left to its own tests (lib/notifications, app/api/notifications). */
const STREAMS = ["/api/notifications/stream"];

function operations(mirrorDoc: unknown, ownDoc: unknown): FuzzOperation[] {
  const all = [
    ...operationsOf(mirrorDoc as never, mirrorPath),
    ...operationsOf(ownDoc as never, ownPath),
  ].filter((op) => !STREAMS.includes(op.path));
  return [...all.filter((op) => !checksPassword(op)), ...all.filter(checksPassword)];
}

// The documents as this checkout builds them, to name one test per operation; beforeAll checks
// that the running programs serve the same.
const OPERATIONS = operations(buildOpenApiDocument("http://127.0.0.1"), openApiDocument());
// FUZZ_ONLY: run the operations whose "METHOD /path" contains it (a failure's replay).
const ONLY = process.env.FUZZ_ONLY;

/** A seed per operation, so that one operation's failure replays alone. */
function seedOf(op: FuzzOperation): number {
  let hash = SEED | 0;
  for (const ch of `${op.method} ${op.path}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/** The service's refusals of a malformed request; other 400s are business rules (a city that
 * does not exist, a contract that can no longer be deleted) the dashboard cannot know. */
const VALIDATION_CODES = ["VALIDATION_FAILED", "MALFORMED_JSON", "MALFORMED_BODY", "BAD_REQUEST"];

const envelope = z.object({ error: errorBodySchema.shape.error });

describe(`OpenAPI property-based suite on ${KIND} (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  let service: Running;
  let dashboard: Running & { logDir: string };
  let logDir: string;
  let cleanupServiceDb: () => Promise<void>;
  let admin: Client;
  let control: ReturnType<typeof serviceControl>;

  beforeAll(async () => {
    logDir = mkdtempSync(path.join(tmpdir(), "rental-desk-fuzz-"));
    const serviceDb = createTestDatabase(KIND, "fuzz_service");
    cleanupServiceDb = serviceDb.cleanup;
    service = await startService({ db: serviceDb, logDir, name: "fuzz-service" });
    control = serviceControl(service.url);
    // Exports read upstream in the shared background budget: not the suite's subject here.
    dashboard = await startOwnDashboard(KIND, service.url, "fuzz", undefined, {
      UPSTREAM_BACKGROUND_RPS: "100",
    });
    admin = await signIn(dashboard.url, "admin");

    // What the programs serve is what the tests were generated from.
    const served = await (await fetch(`${service.url}/openapi.json`)).json();
    const ownServed = await admin.get("/api/v1/openapi.json");
    expect(ownServed.status).toBe(200);
    expect(operations(served, ownServed.json)).toEqual(OPERATIONS);
  });

  /** Answers by operation and status, printed at the end: how far requests got. */
  const answered = new Map<string, Map<number, number>>();

  afterAll(async () => {
    const lines = [...answered].map(
      ([name, counts]) =>
        `${name}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ")}`,
    );
    console.log(`[fuzz] FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${lines.join("\n")}`);
    await dashboard?.stop();
    await service?.stop();
    await cleanupServiceDb?.();
    if (process.env.KEEP_TEST_LOGS !== "1") rmSync(logDir, { recursive: true, force: true });
  });

  /** What the service counted since the last reset: refusals by its validation, and 5xx. */
  async function upstreamTrouble(): Promise<Record<string, number>> {
    const stats = await control.stats();
    const validation = Object.entries(stats.refused).filter(([key]) =>
      VALIDATION_CODES.some((code) => key.endsWith(` ${code}`)),
    );
    return Object.fromEntries([...validation, ...Object.entries(stats.failed)]);
  }

  it("generates requests for both documents", () => {
    expect(OPERATIONS.filter((op) => op.path.startsWith("/api/v1/")).length).toBe(14);
    expect(OPERATIONS.filter((op) => !op.path.startsWith("/api/v1/")).length).toBeGreaterThan(25);
  });

  it.each(
    OPERATIONS.filter((op) => !ONLY || `${op.method} ${op.path}`.includes(ONLY)).map(
      (op) => [`${op.method} ${op.path}`, op] as const,
    ),
  )(
    "%s: 2xx or a 4xx envelope, never a 5xx, nothing upstream refuses",
    async (_name, op) => {
      await control.resetStats();
      const seed = seedOf(op);
      // A third follow the schemas throughout (they reach handlers and upstream), the rest not.
      const requests = fc.oneof(requestsFor(op, 0), requestsFor(op, 2), requestsFor(op, 5));
      const property = fc.asyncProperty(requests, async (req) => {
        // GET with a body is something fetch (and every browser) refuses to send.
        const body = req.method === "GET" ? undefined : req.body;
        const before = await upstreamTrouble();
        let res = await admin.request(req.method, req.url, body, {
          "sec-fetch-site": "same-origin",
        });
        const counts = answered.get(_name) ?? new Map<number, number>();
        answered.set(_name, counts.set(res.status, (counts.get(res.status) ?? 0) + 1));
        const where = `${req.method} ${req.url} ${body ?? ""} → ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, where).toBeGreaterThanOrEqual(200);
        expect(res.status, where).toBeLessThan(500);
        expect(res.status < 300 || res.status >= 400, where).toBe(true);
        if (res.status >= 400) expect(envelope.safeParse(res.json).success, where).toBe(true);
        expect(leaks(res.text, service.url), where).toEqual([]);
        // Upstream refused nothing this request made the dashboard send, nor failed on it.
        expect(await upstreamTrouble(), `${where}\nupstream`).toEqual(before);
        // An operation may end the admin's own sessions (DELETE /api/users/{id}/sessions):
        // sign in again for the next request.
        if (res.status === 401 && (await admin.get("/api/me")).status === 401) {
          admin = await signIn(dashboard.url, "admin");
          res = await admin.get("/api/me");
          expect(res.status, "signed in again").toBe(200);
        }
      });
      try {
        await fc.assert(property, { seed, numRuns: RUNS, endOnFailure: false });
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\nReplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (operation seed ${seed})`,
          { cause: error },
        );
      }
    },
    120_000,
  );
});
