import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";

import { createUpstreamClient, type UpstreamClient } from "../client";
import { asList, asRecord, normaliseUnit } from "../normalise";
import { forward } from "../proxy";
import { createTokenSource } from "../token";
import { startFakeUpstream, tokenThen, type FakeUpstream } from "./fake-upstream";

const audits = vi.hoisted(() => [] as Record<string, unknown>[]);
const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: Record<string, unknown>) => {
    audits.push(entry);
  },
}));
vi.mock("../upstream", () => ({ upstream: () => client.current }));

const user: SessionUser = { id: "u1", email: "m@x.test", name: "M", role: "manager" };
const caller = { user, requestId: "req-1" };
const unit = {
  id: 4,
  property_id: 1,
  unit_number: "4",
  floor_number: 1,
  rooms: 2,
  unit_usage: "residential_singles",
  unit_type: "studio",
};

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
  audits.length = 0;
  const tokens = createTokenSource({
    baseUrl: fake.url,
    clientId: "c",
    clientSecret: "s",
    scope: "*",
    timeoutMs: 5_000,
  });
  client.current = createUpstreamClient({ baseUrl: fake.url, timeoutMs: 1_000, tokens });
});
afterEach(() => fake.close());

describe("forward", () => {
  it("answers with the normalised envelope and upstream's status, and audits it", async () => {
    fake.handle = tokenThen(() => ({ status: 201, json: { data: { ...unit, extra: 1 } } }));
    const after = vi.fn(async () => {});
    const res = await forward(caller, {
      method: "PUT",
      path: "/units/4",
      body: { rooms: 2 },
      read: asRecord(normaliseUnit),
      audit: { action: "unit.update", targetType: "unit", targetId: 4 },
      after,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ id: 4, area: null });
    expect(body.data).not.toHaveProperty("extra");
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), user);
    expect(audits).toEqual([
      {
        user,
        action: "unit.update",
        targetType: "unit",
        targetId: "4",
        status: 201,
        requestId: "req-1",
        details: undefined,
      },
    ]);
  });

  it("maps an upstream failure, audits the mapped status, and skips `after`", async () => {
    fake.handle = tokenThen(() => ({ delayMs: 4_000, json: {} }));
    const after = vi.fn(async () => {});
    const res = await forward(caller, {
      method: "POST",
      path: "/contracts",
      body: {},
      read: asRecord(normaliseUnit),
      audit: { action: "contract.create", targetType: "contract", targetId: () => 1 },
      after,
    });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_TIMEOUT");
    expect(after).not.toHaveBeenCalled();
    expect(audits[0]).toMatchObject({
      status: 504,
      targetId: null,
      details: { errorCode: "UPSTREAM_TIMEOUT" },
    });
  });

  it("a 2xx that is not our record shape becomes 502 UPSTREAM_ERROR; reads are not audited", async () => {
    fake.handle = tokenThen(() => ({ json: { data: [{ id: "not a unit" }] } }));
    const res = await forward(caller, {
      method: "GET",
      path: "/units",
      read: asList(normaliseUnit),
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");
    expect(audits).toEqual([]);
  });

  it("an empty 204 still answers with a JSON envelope", async () => {
    fake.handle = tokenThen(() => ({ status: 204 }));
    const res = await forward(caller, {
      method: "DELETE",
      path: "/contracts/3",
      read: asRecord(normaliseUnit),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: null, meta: {} });
  });
});
