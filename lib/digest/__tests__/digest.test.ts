import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { users } from "@/lib/auth/tables";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { lease, person } from "@/lib/notifications/__tests__/fixtures";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { runDigests, type DigestRuntime } from "../run";
import { saveDigestChoice } from "../settings";
import { sendDue } from "../send";
import { digestOutbox } from "../tables";
import { smtpTransport } from "../transport";
import { verifyUnsubscribeToken } from "../unsubscribe-token";
import { startSmtp } from "./smtp";

vi.setConfig({ testTimeout: 60_000 });

// The morning digest against a real SMTP server (smtp-server), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: `digest --now` sends one email per subscribed person in their
// language with their items; twice sends nothing more; a server down then up delivers each once;
// a 550 is failed for good; two instances on one PostgreSQL send one email each.

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const BASE = "https://desk.example.sa";
/** 2026-11-15 12:00 in Riyadh. */
const NOON = new Date("2026-11-15T09:00:00Z");
const at = (day: string) => new Date(`${day}T09:00:00Z`);

describe.each(testDatabaseKinds())("digest: the outbox and SMTP (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  const people: Record<string, { id: string; email: string }> = {};

  const runtime = (url: string, over: Partial<DigestRuntime> = {}): DigestRuntime => ({
    db,
    transport: smtpTransport(url),
    from: "Rental Desk <desk@example.sa>",
    base: BASE,
    secret: SECRET,
    retryBaseMs: 0,
    ...over,
  });

  async function someone(name: string, role: "admin" | "manager" | "support", locale?: "en") {
    const p = await person(db, role);
    await db
      .update(users)
      .set({ locale: locale ?? null, name })
      .where(eq(users.id, p.id));
    people[name] = { id: p.id, email: `${p.id}@example.com` };
    return people[name]!;
  }

  beforeAll(async () => {
    storage = createTestDatabase(kind, "digest_outbox");
    handle = openDashboardDatabase(storage);
    db = await handle.get();
    // Overdue since 2026-10-01, notice deadline 2026-12-01, ends 2026-12-20.
    await lease(db, 1, "2026-10-01", { endDate: "2026-12-20", decisionDate: "2026-12-01" });
    await someone("Sara", "manager"); // Arabic (no preference: the default)
    await someone("John", "admin", "en");
    await someone("Huda", "support"); // only contracts ending
    const off = await someone("Off", "manager");
    await saveDigestChoice(db, off.id, { enabled: false });
    await person(db, "manager", true); // disabled: never mailed
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  const to = (mail: { to?: unknown }) =>
    JSON.stringify(mail.to).match(/"address":"([^"]+)"/)?.[1] ?? "";

  it("sends one email per subscribed person, in their language, most urgent first; twice sends no more", async () => {
    const smtp = await startSmtp();
    try {
      const first = await runDigests(runtime(smtp.url), { now: NOON, everyone: true });
      expect(first).toMatchObject({ queued: 3, sent: 3, failed: 0 });
      const byTo = new Map(smtp.received.map((m) => [to(m), m]));
      expect([...byTo.keys()].sort()).toEqual(
        [people.Sara!.email, people.John!.email, people.Huda!.email].sort(),
      );

      const sara = byTo.get(people.Sara!.email)!;
      expect(sara.html).toContain('dir="rtl"');
      expect(sara.html).toContain('lang="ar"');
      expect(sara.subject).toContain("3");
      expect(sara.text).toContain("صباح الخير يا Sara");
      // Names, not record numbers: the property, the unit and the tenant; absolute links.
      expect(sara.text).toContain("Tenant 1");
      expect(sara.text).toContain(`${BASE}/contracts/1`);
      // Most urgent first: overdue (10-01), notice deadline (12-01), ending (12-20).
      const lines = (sara.text ?? "").split("\n").filter((l) => /^\d\. /.test(l));
      expect(lines[0]).toContain("إيجار متأخر");
      expect(lines[1]).toContain("آخر موعد للإشعار");
      expect(lines[2]).toContain("ينتهي");
      // Both calendars: the Hijri day beside the Gregorian one.
      expect(sara.text).toMatch(/هـ/);

      const john = byTo.get(people.John!.email)!;
      expect(john.html).toContain('dir="ltr"');
      expect(john.subject).toMatch(/^3 things need you today/);
      expect(john.text).toContain("Tower — Apartment U-1, tenant Tenant 1");
      expect(john.text).toContain("Rent overdue since");
      // RFC 8058: a signed https link that unsubscribes with one POST.
      const head = john.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
      const header = /^List-Unsubscribe: (.+?)\r?$/m.exec(head)?.[1]?.trim() ?? "";
      expect(header).toMatch(/^<https:\/\/desk\.example\.sa\/api\/digest\/unsubscribe\?token=/);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const token = new URL(header.slice(1, -1)).searchParams.get("token")!;
      expect(verifyUnsubscribeToken(SECRET, token)).toBe(people.John!.id);

      const huda = byTo.get(people.Huda!.email)!;
      expect((huda.text ?? "").split("\n").filter((l) => /^\d\. /.test(l))).toHaveLength(1);
      expect(huda.text).not.toContain("إيجار متأخر");

      const again = await runDigests(runtime(smtp.url), { now: NOON, everyone: true });
      expect(again).toMatchObject({ queued: 0, sent: 0 });
      expect(smtp.received).toHaveLength(3);
    } finally {
      await smtp.close();
    }
  });

  it("waits for each person's hour unless asked now", async () => {
    const smtp = await startSmtp();
    try {
      await saveDigestChoice(db, people.John!.id, { hour: 13 });
      // 12:00 in Riyadh: everyone's 07:00 has come, John's 13:00 has not.
      const noon = await runDigests(runtime(smtp.url), { now: at("2026-11-16") });
      expect(noon.sent).toBe(2);
      expect(smtp.received.map(to)).not.toContain(people.John!.email);
      const later = await runDigests(runtime(smtp.url), {
        now: new Date("2026-11-16T10:00:00Z"),
      });
      expect(later.sent).toBe(1);
      expect(smtp.received.map(to)).toContain(people.John!.email);
    } finally {
      await saveDigestChoice(db, people.John!.id, { hour: 7 });
      await smtp.close();
    }
  });

  it("keeps trying while the server is down, then delivers each email once", async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const down = await runDigests(runtime(`smtp://127.0.0.1:${port}`), {
      now: at("2026-11-17"),
      everyone: true,
    });
    expect(down).toMatchObject({ queued: 3, sent: 0, retrying: 3, failed: 0 });
    const smtp = await startSmtp({ port });
    try {
      const up = await sendDue(db, smtpTransport(smtp.url), runtime(smtp.url));
      expect(up.sent).toBe(3);
      expect(smtp.received).toHaveLength(3);
      expect(new Set(smtp.received.map(to)).size).toBe(3);
      expect((await sendDue(db, smtpTransport(smtp.url), runtime(smtp.url))).sent).toBe(0);
      expect(smtp.received).toHaveLength(3);
    } finally {
      await smtp.close();
    }
  });

  it("records a permanent refusal (550) as failed, not retried", async () => {
    const smtp = await startSmtp({ refuse: [people.Huda!.email] });
    try {
      const result = await runDigests(runtime(smtp.url), {
        now: at("2026-11-18"),
        everyone: true,
      });
      expect(result).toMatchObject({ sent: 2, failed: 1, retrying: 0 });
      const [row] = await db
        .select()
        .from(digestOutbox)
        .where(eq(digestOutbox.recipient, people.Huda!.email))
        .orderBy(digestOutbox.day);
      expect(row).toBeDefined();
      const failed = (await db.select().from(digestOutbox)).filter((r) => r.status === "failed");
      expect(failed).toHaveLength(1);
      expect(failed[0]!.lastError).toMatch(/550/);
    } finally {
      await smtp.close();
    }
  });

  it("sends nothing to anyone on a day with nothing", async () => {
    const smtp = await startSmtp();
    try {
      // A support person is told only of contracts ending; on 2027-06-01 none is.
      const result = await runDigests(runtime(smtp.url), {
        now: at("2027-06-01"),
        everyone: true,
        email: people.Huda!.email,
      });
      expect(result).toMatchObject({ people: 1, queued: 0, sent: 0 });
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it("a day with nothing at the person's hour is looked at again: what becomes due later that day goes, once", async () => {
    // The demo's start-up: the minute's tick ran before the register was made (npm run demo).
    const smtp = await startSmtp();
    const huda = { email: people.Huda!.email };
    try {
      const early = await runDigests(runtime(smtp.url), { now: at("2027-07-01"), ...huda });
      expect(early).toMatchObject({ people: 1, queued: 0, sent: 0 });
      // Later that day a contract ending in four days is entered (Huda is told of endings).
      await lease(db, 2, "2027-01-01", { endDate: "2027-07-05" });
      const tick = await runDigests(runtime(smtp.url), {
        now: new Date("2027-07-01T10:00:00Z"),
        ...huda,
      });
      expect(tick).toMatchObject({ queued: 1, sent: 1 });
      expect(smtp.received.map(to)).toEqual([huda.email]);
      expect(smtp.received[0]!.text).toContain("U-2");
      expect(smtp.received[0]!.text).toContain("Tenant 2");
      // Sent: neither the next tick nor "send now" sends that day again.
      const later = new Date("2027-07-01T11:00:00Z");
      expect(await runDigests(runtime(smtp.url), { now: later, ...huda })).toMatchObject({
        queued: 0,
        sent: 0,
      });
      expect(
        await runDigests(runtime(smtp.url), { now: later, everyone: true, ...huda }),
      ).toMatchObject({ queued: 0, sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("sends nothing twice when two runs look again at an empty day at once", async () => {
    const smtp = await startSmtp();
    const huda = { email: people.Huda!.email };
    try {
      // 2027-08-20: nothing ends within Huda's days; then a contract ending on the 25th is entered.
      await runDigests(runtime(smtp.url), { now: at("2027-08-20"), ...huda });
      await lease(db, 3, "2027-02-01", { endDate: "2027-08-25" });
      const now = new Date("2027-08-20T10:00:00Z");
      const results = await Promise.all([
        runDigests(runtime(smtp.url), { now, ...huda }),
        runDigests(runtime(smtp.url), { now, everyone: true, ...huda }),
      ]);
      expect(results[0].queued + results[1].queued).toBe(1);
      expect(smtp.received.map(to)).toEqual([huda.email]);
    } finally {
      await smtp.close();
    }
  });

  it.skipIf(kind !== "postgres")(
    "two instances on one PostgreSQL send one email each",
    async () => {
      const smtp = await startSmtp();
      const other = openDashboardDatabase(storage);
      try {
        const db2 = await other.get();
        const now = at("2026-11-19");
        const results = await Promise.all([
          runDigests(runtime(smtp.url), { now, everyone: true }),
          runDigests({ ...runtime(smtp.url), db: db2 }, { now, everyone: true }),
        ]);
        expect(results[0].queued + results[1].queued).toBe(3);
        expect(results[0].sent + results[1].sent).toBe(3);
        expect(smtp.received).toHaveLength(3);
        expect(new Set(smtp.received.map(to)).size).toBe(3);
      } finally {
        await other.close();
        await smtp.close();
      }
    },
  );
});
