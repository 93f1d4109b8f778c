import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serverStates } from "../../scripts/cluster/start-cluster";
import {
  CLUSTER_USER_LIMIT,
  firstSignIn,
  readLog,
  startClusterRun,
  whoServed,
  type ClusterRun,
} from "./cluster/harness";
import { runLoad } from "./cluster/load";
import { contractBody, prepareFixtures, type Fixtures } from "./fixtures";
import { attemptSignIn, type Client } from "./http";
import { serviceControl } from "./service";

// The production topology (`npm run cluster`): two standalone dashboards behind HAProxy, one
// PostgreSQL, the rental service with a non-demo client, DEMO_MODE off, users added with
// `npm run users`. Everything goes through the balancer, as a browser's requests would.

type Audit = {
  action: string;
  requestId: string;
  status: number;
  userEmail: string;
  targetId: string | null;
};
type Register = { id: number; deleted: boolean };
type Payment = {
  id: number;
  amount: number;
  receipt_year: number;
  receipt_number: number;
  allocated: number;
};
type Statement = {
  instalments: { total: number; paid: number }[];
  payments: Payment[];
  totals: { received: number; credit: number; outstanding: number };
};

/** The idempotency key whose request answered payment `id`. */
const keyOf = (answers: { key: string; payment: Payment }[], id: number) =>
  answers.find((a) => a.payment.id === id)!.key;

describe.runIf(process.env.TEST_DATABASE_URL)("cluster: two dashboards behind HAProxy", () => {
  let run: ClusterRun;
  let f: Fixtures;
  let manager: Client;
  let admin: Client;
  let support: Client;

  beforeAll(async () => {
    run = await startClusterRun();
    f = await prepareFixtures(
      run.cluster.serviceUrl,
      { freeCount: 30, contractCount: 0 },
      run.secrets.client,
    );
    [manager, admin, support] = await Promise.all([
      firstSignIn(run.cluster.url, run.users.manager),
      firstSignIn(run.cluster.url, run.users.admin),
      firstSignIn(run.cluster.url, run.users.support),
    ]);
  }, 240_000);

  afterAll(async () => {
    await run?.stop();
  });

  it("takes turns between the instances, and one session works on both", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const me = await manager.get("/api/me");
      expect(me.status, me.text).toBe(200);
      expect(me.json).toMatchObject({
        data: { user: { email: run.users.manager.email, role: "manager" } },
      });
      ids.push(me.headers.get("x-request-id")!);
    }
    const instances = await whoServed(run.cluster, ids);
    // Round robin: every request is in one instance's log, and the two alternate.
    expect(instances.every(Boolean), JSON.stringify(instances)).toBe(true);
    for (let i = 1; i < instances.length; i++) expect(instances[i]).not.toBe(instances[i - 1]);
  });

  it(
    "counts a user's requests once for both instances: the limit holds across the cluster",
    {
      timeout: 120_000,
    },
    async () => {
      // Start early in a minute, so that the fixed window does not roll over mid-burst.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 30_000) await new Promise((r) => setTimeout(r, left + 200));
      const answers: { status: number; id: string | null; retryAfter: string | null }[] = [];
      const burst = async () => {
        while (answers.length < CLUSTER_USER_LIMIT + 10) {
          const res = await support.get("/api/me");
          answers.push({
            status: res.status,
            id: res.headers.get("x-request-id"),
            retryAfter: res.headers.get("retry-after"),
          });
        }
      };
      await Promise.all(Array.from({ length: 8 }, burst));
      // At most the limit answered, whichever instance took each request (two separate counts
      // would have let every one through, 605 a side); fewer only by the few requests this user
      // made at sign-in if that was in the same minute. The rest refused, with a Retry-After.
      const answered = answers.filter((a) => a.status === 200).length;
      expect(answered).toBeLessThanOrEqual(CLUSTER_USER_LIMIT);
      expect(answered).toBeGreaterThan(CLUSTER_USER_LIMIT - 5);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBe(answers.length - answered);
      expect(refused.every((a) => Number(a.retryAfter) >= 1 && Number(a.retryAfter) <= 60)).toBe(
        true,
      );
      const refusedBy = new Set(
        await whoServed(
          run.cluster,
          refused.map((a) => a.id!),
        ),
      );
      expect([...refusedBy].sort()).toEqual(["dashboard-1", "dashboard-2"]);
    },
  );

  it("counts failed sign-ins in the shared database: the lock holds on every instance", async () => {
    const { email, password } = run.users.support;
    const posts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = await attemptSignIn(run.cluster.url, email, `wrong-${i}-${password}`);
      expect(attempt.signedIn).toBe(false);
      posts.push(attempt.requestIds[1]!);
      // An attempt is two requests (CSRF token, then the form): one more in between makes the
      // next form land on the other instance.
      await fetch(`${run.cluster.url}/api/health/live`).then((r) => r.text());
    }
    const answeredBy = new Set(await whoServed(run.cluster, posts));
    expect([...answeredBy].sort()).toEqual(["dashboard-1", "dashboard-2"]);
    // The right password now, twice: once per instance, both refuse while the lock lasts.
    for (let i = 0; i < 2; i++) {
      const attempt = await attemptSignIn(run.cluster.url, email, password);
      expect(attempt.signedIn).toBe(false);
      expect(decodeURIComponent(attempt.location)).toContain("throttled");
    }
  });

  it("the audit log and the contract register read the same from either instance", async () => {
    const unit = f.freeUnits.pop()!;
    const created = await manager.request(
      "POST",
      "/api/v1/contracts",
      contractBody(unit, f.partyIds),
    );
    expect(created.status, created.text).toBe(200);
    const id = (created.json as { data: { id: number } }).data.id;
    const [a1, a2] = [
      await admin.get("/api/audit?pageSize=100"),
      await admin.get("/api/audit?pageSize=100"),
    ];
    const [r1, r2] = [
      await admin.get("/api/contracts?pageSize=100"),
      await admin.get("/api/contracts?pageSize=100"),
    ];
    for (const pair of [
      [a1, a2],
      [r1, r2],
    ] as const) {
      expect(pair.map((p) => p.status)).toEqual([200, 200]);
      const [one, other] = await whoServed(
        run.cluster,
        pair.map((p) => p.headers.get("x-request-id")!),
      );
      expect(one).not.toBe(other);
      expect(pair[0].json).toEqual(pair[1].json);
    }
    const audit = (a1.json as { data: Audit[] }).data;
    expect(audit.find((a) => a.requestId === created.headers.get("x-request-id"))).toMatchObject({
      action: "contract.create",
      userEmail: run.users.manager.email,
      targetId: String(id),
      status: 200,
    });
    expect((r1.json as { data: Register[] }).data.some((c) => c.id === id)).toBe(true);
  });

  it("two renewals of one contract sent to the two instances at once: one is created upstream, the other refused", async () => {
    const service = serviceControl(run.cluster.serviceUrl);
    const unit = f.freeUnits.pop()!;
    const body = contractBody(unit, f.partyIds);
    const old = await manager.request("POST", "/api/v1/contracts", body);
    expect(old.status, old.text).toBe(200);
    const oldId = (old.json as { data: { id: number } }).data.id;
    const before = await service.calls("POST", "/contracts");

    const renewal = { ...body, renewal_of: oldId };
    const answers = await Promise.all([
      manager.request("POST", "/api/v1/contracts", renewal),
      manager.request("POST", "/api/v1/contracts", renewal),
    ]);
    const [one, other] = await whoServed(
      run.cluster,
      answers.map((a) => a.headers.get("x-request-id")!),
    );
    expect(one).not.toBe(other);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // The claim is one row of the shared database: the refused instance never asked upstream.
    expect(await service.calls("POST", "/contracts")).toBe(before + 1);
    const newId = (answers.find((a) => a.status === 200)!.json as { data: { id: number } }).data.id;
    const refused = answers.find((a) => a.status === 409)!.json as {
      error: { code: string; details: Record<string, unknown> };
    };
    expect(refused.error).toMatchObject({
      code: "ALREADY_RENEWED",
      details: { renewal_of: oldId, renewed_as: newId },
    });
  });

  it("50 payments at once on both instances: receipts without a gap, one payment per key, every halala allocated once", async () => {
    // Three contracts of SAR 24,000 a year (twelve instalments of 2,000): the first is paid
    // more than its whole term (the rest is credit), the others in part.
    const contracts: number[] = [];
    for (let k = 0; k < 3; k++) {
      const created = await manager.request(
        "POST",
        "/api/v1/contracts",
        contractBody(f.freeUnits.pop()!, f.partyIds),
      );
      expect(created.status, created.text).toBe(200);
      contracts.push((created.json as { data: { id: number } }).data.id);
    }
    const tag = Date.now().toString(36);
    const sent = Array.from({ length: 50 }, (_, k) => ({
      contract: contracts[k < 30 ? 0 : k < 42 ? 1 : 2]!,
      key: `cluster-${tag}-${k}`,
      // SAR 900.01 to 1,700.99, in halalas: never a round figure.
      halalas: 90_001 + ((k * 7_919) % 80_099),
    }));
    // Five keys sent twice, at the same moment as the rest.
    const requests = [...sent, ...sent.filter((_, k) => k % 10 === 3)];
    const answers = await Promise.all(
      requests.map(async (r) => {
        const res = await manager.request(
          "POST",
          `/api/rent-roll/contracts/${r.contract}/payments`,
          {
            amount: `${Math.floor(r.halalas / 100)}.${String(r.halalas % 100).padStart(2, "0")}`,
            paid_on: "2026-01-15",
            method: "bank_transfer",
            idempotency_key: r.key,
          },
        );
        const payment = (res.json as { data: Payment }).data;
        return {
          ...r,
          status: res.status,
          text: res.text,
          payment,
          id: res.headers.get("x-request-id")!,
        };
      }),
    );
    for (const a of answers) expect([200, 201], a.text).toContain(a.status);
    expect(
      new Set(
        await whoServed(
          run.cluster,
          answers.map((a) => a.id),
        ),
      ),
    ).toEqual(new Set(["dashboard-1", "dashboard-2"]));
    // Each key made one payment: the doubled requests answered it twice, once as made (201),
    // once as the payment the key had made (200).
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    for (const key of new Set(answers.map((a) => a.key))) {
      const same = answers.filter((a) => a.key === key);
      expect(new Set(same.map((a) => a.payment.id)).size).toBe(1);
      expect(same.map((a) => a.status).sort()).toEqual(same.length === 2 ? [200, 201] : [201]);
    }

    // Receipts: 50 consecutive numbers, none twice, none skipped.
    const made = answers.filter((a) => a.status === 201).map((a) => a.payment);
    const numbers = made.map((p) => p.receipt_number).sort((a, b) => a - b);
    expect(new Set(made.map((p) => p.receipt_year)).size).toBe(1);
    expect(numbers).toEqual(numbers.map((_, k) => numbers[0]! + k));

    // Allocation: per contract, in the order the payments took the contract's lock (their
    // receipt order), each took min(amount, what was still owed); no instalment holds more
    // than its total; the instalments are paid oldest first; the rest is credit.
    for (const id of contracts) {
      const answer = await admin.get(`/api/rent-roll/contracts/${id}`);
      expect(answer.status, answer.text).toBe(200);
      const statement = (answer.json as { data: Statement }).data;
      const ours = made
        .filter((p) => sent.find((r) => r.key === keyOf(answers, p.id))!.contract === id)
        .sort((a, b) => a.receipt_number - b.receipt_number);
      expect(statement.payments.map((p) => p.id).sort()).toEqual(ours.map((p) => p.id).sort());
      let owed = statement.instalments.reduce((sum, i) => sum + i.total, 0);
      for (const p of ours) {
        const listed = statement.payments.find((q) => q.id === p.id)!;
        expect(listed.allocated, `payment ${p.id}`).toBe(Math.min(p.amount, owed));
        owed -= listed.allocated;
      }
      const paid = statement.instalments.map((i) => i.paid);
      for (const i of statement.instalments) expect(i.paid).toBeLessThanOrEqual(i.total);
      const allocated = statement.payments.reduce((sum, p) => sum + p.allocated, 0);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(allocated);
      const full = statement.instalments.findIndex((i) => i.paid < i.total);
      if (full >= 0) expect(paid.slice(full + 1).every((v) => v === 0)).toBe(true);
      const received = ours.reduce((sum, p) => sum + p.amount, 0);
      expect(statement.totals.received).toBe(received);
      expect(statement.totals.credit).toBe(received - allocated);
    }
    expect(made.reduce((sum, p) => sum + p.amount, 0)).toBe(
      sent.reduce((sum, r) => sum + r.halalas, 0),
    );
    // The first contract was paid beyond its term: credit, everything allocated.
    const first = (await admin.get(`/api/rent-roll/contracts/${contracts[0]}`)).json as {
      data: Statement;
    };
    expect(first.data.totals.credit).toBeGreaterThan(0);
    expect(first.data.totals.outstanding).toBe(0);

    // Audited once each.
    const audit = await admin.get("/api/audit?pageSize=100&action=payment.record");
    const rows = (audit.json as { data: Audit[] }).data.filter((a) =>
      contracts.includes(Number(a.targetId)),
    );
    expect(rows).toHaveLength(50);
  });

  it("an instance stopped in the middle of a read-and-write load: reads keep answering, no write is lost or done twice", async () => {
    const service = serviceControl(run.cluster.serviceUrl);
    await service.resetStats();
    const [first, second] = run.cluster.dashboards;
    const { reads, writes } = await runLoad({
      client: manager,
      freeUnits: f.freeUnits.splice(0, 24),
      contractBody: (unitId) => contractBody(unitId, f.partyIds),
      durationMs: 5_000,
      readers: 3,
      writers: 2,
      during: { afterMs: 1_500, run: () => first!.proc.signal("SIGTERM") },
    });

    // The stopped instance finished its requests, closed its database and exited cleanly.
    expect(await first!.proc.exited).toBe(0);
    expect(readLog(first!.proc.logFile).some((l) => l.msg === "stopped")).toBe(true);
    expect((await serverStates(run.cluster.statsUrl))[first!.name]).not.toBe("UP");

    // Reads: every one answered.
    expect(reads.length).toBeGreaterThan(20);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);

    // Writes: both instances took some; each one the generator saw succeed was done exactly
    // once upstream and audited once; none it saw fail was done.
    const ids = writes.flatMap((w) => (w.requestId ? [w.requestId] : []));
    const byInstance = new Set(await whoServed(run.cluster, ids));
    expect(byInstance).toEqual(new Set([first!.name, second!.name]));
    const ok = writes.filter((w) => w.status === 200);
    expect(ok.length).toBeGreaterThan(5);
    const failed = writes.filter((w) => w.status !== 200);
    // A refused connection is retried by the balancer; a failure here would have to be one
    // the dashboard never saw (no request id), and then nothing may have been done.
    for (const w of failed) expect(w.requestId, JSON.stringify(w)).toBeNull();
    expect(await service.calls("POST", "/contracts")).toBe(ok.length);

    const audit = await admin.get("/api/audit?pageSize=100&action=contract.create");
    const rows = (audit.json as { data: Audit[] }).data.filter((a) =>
      writes.some((w) => w.requestId === a.requestId),
    );
    expect(rows.map((r) => r.requestId).sort()).toEqual(ok.map((w) => w.requestId).sort());
    expect(rows.every((r) => r.status === 200)).toBe(true);

    const register = await admin.get("/api/contracts?pageSize=100");
    const registered = (register.json as { data: Register[] }).data.map((c) => c.id);
    for (const w of ok) expect(registered.filter((id) => id === w.contractId)).toHaveLength(1);
  });

  it("serves metrics on each instance's own port", async () => {
    const second = run.cluster.dashboards[1]!;
    const text = await (await fetch(second.metricsUrl)).text();
    expect(text).toMatch(
      /rental_desk_http_requests_total\{method="POST",route="\/api\/v1\/contracts",status="200"\} \d+/,
    );
    expect(text).toMatch(/rental_desk_upstream_token_requests_total\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(
      /rental_desk_upstream_requests_total\{method="POST",route="\/tenant\/v1\/contracts",outcome="ok"\} \d+/,
    );
    // Not on the balancer's port.
    const outside = await fetch(`${run.cluster.url}/metrics`, { redirect: "manual" });
    expect(await outside.text()).not.toContain("rental_desk_");
  });

  it("writes no secret, token, password or national ID into any log", async () => {
    // A party change carries a national ID in its body: it must not reach a log line.
    const party = f.party;
    const update = await manager.request("PUT", `/api/v1/parties/${party.id}`, {
      id_number: party.id_number,
      full_name: party.full_name,
      phone_number: party.phone_number,
    });
    expect(update.status, update.text).toBe(200);
    // Wait until the request's line has reached its instance's log file.
    await whoServed(run.cluster, [update.headers.get("x-request-id")!]);
    const logs = readdirSync(run.runDir)
      .filter((name) => name.endsWith(".log"))
      .map((name) => readFileSync(path.join(run.runDir, name), "utf8"))
      .join("\n");
    expect(logs).toContain('"route":"/api/v1/parties/{id}"');
    const secrets = [
      run.secrets.authSecret,
      run.secrets.client.secret,
      ...Object.values(run.users).map((u) => u.password),
      party.id_number,
    ];
    for (const secret of secrets) expect(logs.includes(secret), "a secret in the logs").toBe(false);
    expect(logs).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}/); // no access or session token
  });
});
