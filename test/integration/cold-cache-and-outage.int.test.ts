import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { environments } from "./environments";
import { contractBody, prepareFixtures, type Fixtures } from "./fixtures";
import { leaks, signIn, type Client } from "./http";
import { freePort, startOwnDashboard } from "./processes";
import { serviceControl } from "./service";

// Two dashboards of this suite's own, so that their state is known: one just started (its
// token cache is truly cold) in front of the real service, and one whose upstream address is
// a closed port (the rental service is down).

type Own = Awaited<ReturnType<typeof startOwnDashboard>>;

describe.each(environments())("fresh dashboards on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let cold: Own;
  let orphan: Own;
  let closedPort: number;
  let f: Fixtures;

  beforeAll(async () => {
    closedPort = await freePort();
    // Assigned as each comes up, so afterAll stops whichever started.
    await Promise.all([
      // 200 requests at once queue in the service (PGlite serves one query at a time): a long
      // timeout keeps this test about the token, not about upstream throughput.
      startOwnDashboard(env.kind, env.serviceUrl, "cold", 60_000).then((d) => (cold = d)),
      startOwnDashboard(env.kind, `http://127.0.0.1:${closedPort}`, "orphan").then(
        (d) => (orphan = d),
      ),
    ]);
    f = await prepareFixtures(env.serviceUrl, { freeCount: 0, contractCount: 0 });
  });

  afterAll(async () => {
    await Promise.all([cold?.stop(), orphan?.stop()]);
  });

  it("200 concurrent requests on a cold token cache cause exactly one token request", async () => {
    const support = await signIn(cold.url, "support");
    const unit = f.properties[0]!.units[0]!.id;
    const paths = [
      "/api/v1/regions",
      "/api/v1/properties?pagination[pageSize]=5",
      `/api/v1/units/${unit}`,
      "/api/v1/parties/search-party?pagination[pageSize]=5",
      `/api/v1/properties/${f.properties[1]!.document_number}`,
    ];
    await service.resetStats();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => support.get(paths[i % paths.length]!)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const stats = await service.stats();
    expect(stats.tokenRequests).toBe(1);
    expect(stats.requests["GET /tenant/v1/regions"]).toBe(40);
  });

  describe("when the rental service is down", () => {
    let manager: Client;
    beforeAll(async () => {
      manager = await signIn(orphan.url, "manager");
    });

    it.each([
      ["GET", "/api/v1/regions", undefined],
      [
        "PUT",
        "/api/v1/units/1",
        {
          unit_number: "1",
          floor_number: 1,
          rooms: 2,
          unit_usage: "residential_families",
          unit_type: "villa",
        },
      ],
      ["POST", "/api/v1/contracts", contractBody(1, [1, 2])],
    ] as const)(
      "%s %s answers 502 UPSTREAM_UNAVAILABLE, without the address",
      async (method, path, body) => {
        const res = await manager.request(method, path, body);
        expect(res.status).toBe(502);
        expect(res.json).toEqual({
          error: {
            code: "UPSTREAM_UNAVAILABLE",
            message: "The rental service cannot be reached right now. Try again in a moment.",
            details: {},
          },
        });
        expect(res.text).not.toContain(String(closedPort));
        expect(leaks(res.text, env.serviceUrl)).toEqual([]);
        expect(res.headers.get("x-request-id")).toBeTruthy();
      },
    );
  });
});
