import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";

import type { UpstreamClient } from "@/lib/upstream/client";
import { createContract, deleteContract } from "@/lib/contracts/upstream";
import { mirrorRoute } from "@/lib/upstream/http";
import { listRegions } from "@/lib/regions/upstream";
import { getUnit, updateUnit } from "@/lib/properties/unit-upstream";
import { PermissionError } from "@/lib/upstream/upstream-function";
import { fakeClient, startFakeUpstream, tokenThen, type FakeUpstream } from "./fake-upstream";

const audits = vi.hoisted(() => [] as Record<string, unknown>[]);
const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: Record<string, unknown>) => {
    audits.push(entry);
  },
}));
vi.mock("../upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => session.user,
  getApiCaller: async () => ({ user: session.user, address: "x", limited: null, refused: null }),
}));

const user: SessionUser = { id: "u1", email: "m@x.test", name: "M", role: "manager" };
const support: SessionUser = { id: "u2", email: "s@x.test", name: "S", role: "support" };
const unit = {
  id: 4,
  property_id: 1,
  unit_number: "4",
  floor_number: 1,
  rooms: 2,
  unit_usage: "residential_singles",
  unit_type: "studio",
};
const contractBody = {
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id: "4",
  rental_fee: { total_units_rent: 1000, billing_type: "monthly" },
};

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
  audits.length = 0;
  session.user = user;
  client.current = fakeClient(fake, 1_000);
});
afterEach(() => fake.close());

const ORIGIN = "http://localhost:3000";
function send(
  handler: ReturnType<typeof mirrorRoute>,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: unknown,
) {
  const req = new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(req, { params: Promise.resolve(params) });
}

describe("mirrorRoute (the HTTP layer)", () => {
  it("answers with the normalised envelope and upstream's status, and audits it", async () => {
    fake.handle = tokenThen(() => ({ status: 201, json: { data: { ...unit, extra: 1 } } }));
    const after = vi.fn(async () => {});
    const put = mirrorRoute(updateUnit, { after });
    const body = { ...unit, id: undefined, property_id: undefined };
    const res = await send(put, "PUT", "/api/v1/units/4", { id: "4" }, body);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { data: Record<string, unknown> };
    expect(answer.data).toMatchObject({ id: 4, area: null });
    expect(answer.data).not.toHaveProperty("extra");
    expect(after).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ id: 4 }) }),
      user,
      expect.objectContaining({ params: { id: 4 } }),
    );
    expect(fake.requests.at(-1)).toMatchObject({ method: "PUT", path: "/tenant/v1/units/4" });
    expect(audits).toEqual([
      {
        user,
        action: "unit.update",
        targetType: "unit",
        targetId: "4",
        status: 201,
        requestId: expect.any(String),
        details: undefined,
      },
    ]);
  });

  it("keeps the parties' ID numbers from upstream and hands them to `after` (the register)", async () => {
    const created = { id: 9, status: "active", start_date: null, end_date: null, ...contractBody };
    fake.handle = tokenThen(() => ({ status: 201, json: { data: created } }));
    const after = vi.fn(async () => {});
    const party_id_numbers = [{ id: 1, id_number: "١٠٩٠٠٠٠٠٠١" }];
    const res = await send(
      mirrorRoute(createContract, { after }),
      "POST",
      "/api/v1/contracts",
      {},
      {
        ...contractBody,
        party_id_numbers,
      },
    );
    expect(res.status).toBe(201);
    const sent = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toEqual(contractBody);
    expect(after).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ id: 9 }) }),
      user,
      // Arabic-Indic digits read as 0-9, as everywhere else.
      expect.objectContaining({
        body: expect.objectContaining({ party_id_numbers: [{ id: 1, id_number: "1090000001" }] }),
      }),
    );
  });

  it("maps an upstream failure, audits the mapped status, and skips `after`", async () => {
    fake.handle = tokenThen(() => ({ delayMs: 4_000, json: {} }));
    const after = vi.fn(async () => {});
    const res = await send(
      mirrorRoute(createContract, { after }),
      "POST",
      "/api/v1/contracts",
      {},
      contractBody,
    );
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
    fake.handle = tokenThen(() => ({ json: { data: [{ id: "not a region" }] } }));
    const res = await send(mirrorRoute(listRegions), "GET", "/api/v1/regions", {});
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UPSTREAM_ERROR");
    expect(audits).toEqual([]);
  });

  it("an empty 204 still answers with a JSON envelope: the typed deletion result", async () => {
    fake.handle = tokenThen(() => ({ status: 204 }));
    const res = await send(mirrorRoute(deleteContract), "DELETE", "/api/v1/contracts/3", {
      id: "3",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { id: 3, result: "deleted", contract: null },
      meta: {},
    });
  });
});

describe("upstream functions (the first layer)", () => {
  it("return the parsed envelope for a server component, with the session user", async () => {
    fake.handle = tokenThen(() => ({ json: { data: { ...unit, rooms: "3" }, meta: { x: 1 } } }));
    await expect(getUnit(support, 4)).resolves.toEqual({
      data: {
        ...unit,
        rooms: 3,
        area: null,
        amenities_bedrooms: null,
        amenities_bathrooms_full: null,
      },
      meta: {},
    });
  });

  it("check the permission before anything reaches upstream", async () => {
    fake.handle = tokenThen(() => ({ json: { data: unit } }));
    await expect(
      updateUnit(support, 4, { ...contractBody, ...unit } as never),
    ).rejects.toBeInstanceOf(PermissionError);
    expect(fake.requests).toEqual([]);
  });

  it("encode path values, so a document number cannot reach another upstream path", async () => {
    const { getProperty } = await import("@/lib/properties/upstream");
    fake.handle = tokenThen(() => ({ status: 404, json: {} }));
    await getProperty(support, "../contracts/1").catch(() => {});
    expect(fake.requests.at(-1)?.path).toBe("/tenant/v1/properties/..%2Fcontracts%2F1");
  });
});
