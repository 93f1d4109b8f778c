import { afterAll, beforeAll } from "vitest";

import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { loadConfig, type ServiceConfig } from "../src/config";
import { openServiceDatabase, type ServiceDb, type ServiceDbHandle } from "../src/db/open";
import { startService, type RunningService } from "../src/start";

// Starts the real service (HTTP on a random port, own PGlite dir or PostgreSQL schema, small
// deterministic seed) and gives tests a tiny fetch client.

export type Harness = {
  service: RunningService;
  storage: TestDatabase;
  /** Moves the service's clock (token expiry). */
  clock: { offsetMs: number };
  token(clientId?: string, scope?: string): Promise<string>;
  call(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Json }>;
  stop(): Promise<void>;
};

// Response bodies are JSON whose shape each test asserts; typing them would only add casts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

type CallOptions = {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Opening PGlite, migrating and seeding takes seconds; the default hook timeout is 10 s. */
export const START_TIMEOUT = 90_000;

export const SEED = { properties: 30, parties: 40 };

/** The fault routes' secret in tests that turn fault injection on. */
export const FAULTS_SECRET = "faults-secret-for-tests-only";

export function testConfig(storage: TestDatabase, extra: Partial<ServiceConfig> = {}) {
  const base = loadConfig({ RENTAL_SERVICE_PORT: "0", RENTAL_SERVICE_LOG: "0" });
  return {
    ...base,
    database: { url: storage.url, dataDir: storage.dataDir, pgSchema: storage.pgSchema ?? "x" },
    seed: { enabled: true, ...SEED },
    ...extra,
  } satisfies ServiceConfig;
}

export async function startHarness(
  kind: TestDatabase["kind"],
  label: string,
  options: { storage?: TestDatabase; config?: Partial<ServiceConfig> } = {},
): Promise<Harness> {
  const storage = options.storage ?? createTestDatabase(kind, label);
  const clock = { offsetMs: 0 };
  const service = await startService(testConfig(storage, options.config), {
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  const tokens = new Map<string, string>();
  const harness: Harness = {
    service,
    storage,
    clock,
    async token(clientId = "demo-client", scope = "*") {
      const cached = tokens.get(`${clientId} ${scope}`);
      if (cached) return cached;
      const form = new FormData();
      form.set("grant_type", "client_credentials");
      form.set("client_id", clientId);
      form.set("client_secret", "demo-secret");
      form.set("scope", scope);
      const res = await fetch(`${service.url}/oauth/token`, { method: "POST", body: form });
      const body = (await res.json()) as { access_token: string };
      tokens.set(`${clientId} ${scope}`, body.access_token);
      return body.access_token;
    },
    async call(method, path, { token, body, headers } = {}) {
      const auth = token === null ? undefined : (token ?? (await harness.token()));
      const res = await fetch(`${service.url}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    async stop() {
      await service.close();
      if (!options.storage) await storage.cleanup();
    },
  };
  return harness;
}

/**
 * A service database of the calling describe block's own, on fresh test storage: migrated and
 * prepared before its tests, closed and removed after them. `db()` gives it to the tests.
 */
export function serviceDatabase(
  kind: TestDatabase["kind"],
  label: string,
  prepare?: (db: ServiceDb) => Promise<unknown>,
): { storage: TestDatabase; db: () => Promise<ServiceDb> } {
  const storage = createTestDatabase(kind, label);
  let handle: ServiceDbHandle | undefined;
  beforeAll(async () => {
    handle = openServiceDatabase({
      url: storage.url,
      dataDir: storage.dataDir,
      pgSchema: storage.pgSchema,
    });
    await prepare?.(await handle.get());
  }, START_TIMEOUT);
  afterAll(async () => {
    await handle?.close();
    await storage.cleanup();
  });
  return { storage, db: () => handle!.get() };
}
