import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createUpstreamClient, parseRetryAfter, type UpstreamMethod } from "@/lib/upstream/client";
import {
  fakeTokens,
  startFakeUpstream,
  tokenThen,
  type FakeUpstream,
  type Reply,
} from "./fake-upstream";

let fake: FakeUpstream;
let sleeps: number[];
beforeEach(async () => {
  fake = await startFakeUpstream();
  sleeps = [];
});
afterEach(() => fake.close());

// Generous per-attempt timeout for answers that come at once (a loaded CI machine is slow);
// the timeout tests pass a short one and make upstream much slower than it.
function client(timeoutMs = 5_000) {
  return createUpstreamClient({
    baseUrl: fake.url,
    timeoutMs,
    tokens: fakeTokens(fake),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
}

const business = () => fake.requests.filter((r) => r.path !== "/oauth/token");
const tokenRequests = () => fake.requests.filter((r) => r.path === "/oauth/token");

describe("upstream client", () => {
  it("sends bearer token, Accept and Content-Type, and the query in Strapi style", async () => {
    fake.handle = tokenThen(() => ({ json: { data: { id: 1 }, meta: {} } }));
    const res = await client().request({
      method: "PUT",
      path: "/units/7",
      body: { rooms: 2 },
    });
    expect(res).toEqual({ status: 200, body: { data: { id: 1 }, meta: {} } });
    const [req] = business();
    expect(req?.path).toBe("/tenant/v1/units/7");
    expect(req?.headers.authorization).toBe("Bearer token-1");
    expect(req?.headers.accept).toBe("application/json");
    expect(req?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req?.body ?? "")).toEqual({ rooms: 2 });

    await client().request({
      method: "GET",
      path: "/regions",
      query: { filters: { name: { $contains: "Ri yadh" } }, pagination: { page: 2, pageSize: 5 } },
    });
    expect(business()[1]?.path).toBe(
      "/tenant/v1/regions?filters[name][$contains]=Ri%20yadh&pagination[page]=2&pagination[pageSize]=5",
    );
    expect(business()[1]?.headers["content-type"]).toBeUndefined();
  });

  it("retries a GET at most twice on 503 with growing jittered backoff", async () => {
    fake.handle = tokenThen(() => ({ status: 503, json: { error: { code: "DOWN" } } }));
    await expect(client().request({ method: "GET", path: "/regions" })).rejects.toMatchObject({
      kind: "status",
      status: 503,
    });
    expect(business()).toHaveLength(3);
    expect(sleeps).toEqual([188, 375]);
  });

  it("a GET recovers when a retry succeeds", async () => {
    let n = 0;
    fake.handle = tokenThen(() =>
      ++n === 1 ? { status: 502, text: "<html>bad gateway</html>" } : { json: { data: [] } },
    );
    await expect(client().request({ method: "GET", path: "/regions" })).resolves.toMatchObject({
      status: 200,
    });
    expect(business()).toHaveLength(2);
  });

  it.each<UpstreamMethod>(["POST", "PUT", "DELETE"])(
    "%s is sent exactly once on 503",
    async (method) => {
      fake.handle = tokenThen(() => ({ status: 503, json: {} }));
      await expect(
        client().request({
          method,
          path: "/contracts/1",
          body: method === "DELETE" ? undefined : {},
        }),
      ).rejects.toMatchObject({ status: 503 });
      expect(business()).toHaveLength(1);
      expect(sleeps).toEqual([]);
    },
  );

  it("a POST is sent once when it times out", async () => {
    fake.handle = tokenThen(() => ({ delayMs: 2_000, json: {} }));
    await expect(
      client(300).request({ method: "POST", path: "/contracts", body: {} }),
    ).rejects.toMatchObject({ kind: "timeout" });
    expect(business()).toHaveLength(1);
  });

  it("a GET that times out is not retried (one timeout, not three)", async () => {
    fake.handle = tokenThen(() => ({ delayMs: 2_000, json: {} }));
    await expect(client(300).request({ method: "GET", path: "/regions" })).rejects.toMatchObject({
      kind: "timeout",
    });
    expect(business()).toHaveLength(1);
  });

  it("honours Retry-After up to 5 s and gives up beyond it", async () => {
    let reply: Reply = { status: 429, headers: { "retry-after": "2" }, json: {} };
    fake.handle = tokenThen(() => reply);
    await expect(client().request({ method: "GET", path: "/regions" })).rejects.toBeTruthy();
    expect(sleeps).toEqual([2000, 2000]);
    sleeps = [];
    fake.requests.length = 0;
    reply = { status: 503, headers: { "retry-after": "30" }, json: {} };
    await expect(client().request({ method: "GET", path: "/regions" })).rejects.toBeTruthy();
    expect(sleeps).toEqual([]);
    expect(business()).toHaveLength(1);
  });

  it.each<UpstreamMethod>(["GET", "POST"])(
    "%s: an upstream 401 renews the token and repeats the call once",
    async (method) => {
      let n = 0;
      fake.handle = tokenThen(() =>
        ++n === 1 ? { status: 401, json: {} } : { status: 201, json: { data: { id: 5 } } },
      );
      const res = await client().request({
        method,
        path: "/contracts",
        body: method === "POST" ? {} : undefined,
      });
      expect(res.status).toBe(201);
      expect(tokenRequests()).toHaveLength(2);
      expect(business().map((r) => r.headers.authorization)).toEqual([
        "Bearer token-1",
        "Bearer token-2",
      ]);
    },
  );

  it("a second 401 after renewal is an auth error, with no further attempts", async () => {
    fake.handle = tokenThen(() => ({ status: 401, json: {} }));
    await expect(client().request({ method: "GET", path: "/regions" })).rejects.toMatchObject({
      kind: "auth",
    });
    expect(business()).toHaveLength(2);
    expect(tokenRequests()).toHaveLength(2);
  });

  it("a connection refused GET is retried, then reported unreachable", async () => {
    const c = client();
    fake.handle = tokenThen(() => ({ json: {} }));
    await c.request({ method: "GET", path: "/regions" }); // warm the token cache
    await fake.close();
    await expect(c.request({ method: "GET", path: "/regions" })).rejects.toMatchObject({
      kind: "unreachable",
    });
    expect(sleeps).toHaveLength(2);
  });

  it("a 2xx that is not JSON is an invalid response; an empty body is null", async () => {
    fake.handle = tokenThen((r) => (r.method === "DELETE" ? { status: 204 } : { text: "<html>" }));
    await expect(client().request({ method: "GET", path: "/regions" })).rejects.toMatchObject({
      kind: "invalid-response",
    });
    await expect(client().request({ method: "DELETE", path: "/contracts/1" })).resolves.toEqual({
      status: 204,
      body: null,
    });
  });

  it("keeps the parsed body of an error answer for the mapper", async () => {
    const body = { error: { code: "VALIDATION_FAILED", details: { fields: { rooms: ["x"] } } } };
    fake.handle = tokenThen(() => ({ status: 400, json: body }));
    await expect(
      client().request({ method: "PUT", path: "/units/1", body: {} }),
    ).rejects.toMatchObject({
      kind: "status",
      status: 400,
      body,
    });
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
