import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { createUser } from "@/lib/auth/users";
import { auditLog } from "@/lib/audit/tables";
import { upsertContract } from "@/lib/contracts/store";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { RouteHandler } from "@/lib/http/handler";
import { openApiDocument } from "@/lib/openapi";
import { recordPayment, voidPayment } from "@/lib/rent-roll/store";
import { statementEndpoints } from "@/lib/statements";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// /api/statements and the statements' exports through their route modules, in process, on PGlite
// and PostgreSQL: support reads and exports; a bad range is a 400 naming the field; an unknown
// contract or tenant is a 404; the CSV holds the entries with SAR amounts and is audited.

vi.setConfig({ testTimeout: 60_000 });

const mocks = vi.hoisted(() => ({
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
}));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({ user: mocks.user, address: "198.51.100.9", limited: null }),
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: "en", digits: "latn", calendar: "gregory" }),
}));

const contractRoute = await import("./contracts/[id]/route");
const partyRoute = await import("./parties/[id]/route");
const contractExport = await import("../exports/contract-statement/route");
const partyExport = await import("../exports/party-statement/route");
const ORIGIN = "http://localhost:3000";

async function get(
  handler: RouteHandler,
  path: string,
  params: Record<string, string> = {},
): Promise<Response> {
  const req = new NextRequest(`${ORIGIN}${path}`, { headers: { origin: ORIGIN } });
  return handler(req, { params: Promise.resolve(params) });
}

type ErrorBody = { error: { code: string; details: { fields?: Record<string, string[]> } } };

describe.each(testDatabaseKinds())("statements API (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;

  beforeAll(async () => {
    testDb = createTestDatabase(kind, "statements_api");
    handle = openDashboardDatabase(testDb);
    const db = (mocks.db = await handle.get());
    const user = await createUser(db, {
      email: "support@statements.test",
      name: "support",
      role: "support",
      password: "a long enough password",
    });
    mocks.user = { id: user.id, email: user.email, name: user.name, role: "support" };
    await upsertContract(
      db,
      {
        id: 41,
        status: "active",
        start_date: "2026-01-01",
        end_date: "2026-12-31",
        duration: 1,
        contract_type: "commercial",
        parties: [
          { role: "lessor", id: 3 },
          { role: "tenant", id: 4 },
        ],
        unit_id: "u41",
        rental_fee: { total_units_rent: 12_000, billing_type: "monthly" },
      },
      "m",
      new Date("2026-01-02T08:00:00Z"),
      60,
      {
        4: { full_name: "Sara Al-Otaibi", id_number: "1090000004", phone_number: "+966500000004" },
      },
    );
    const at = new Date("2026-01-02T08:00:00Z");
    const pay = (amount: number, key: string) =>
      recordPayment(
        db,
        {
          contractId: 41,
          amount,
          paidOn: "2026-01-02",
          method: "cash",
          reference: null,
          idempotencyKey: key,
          userId: "m",
        },
        at,
      );
    await pay(100_050, "statement-api-1");
    const second = await pay(20_000, "statement-api-2");
    await voidPayment(
      db,
      { contractId: 41, paymentId: second.payment.id, reason: "Wrong, amount", userId: "m" },
      at,
    );
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("answers support with the contract's statement and the tenant's", async () => {
    const res = await get(contractRoute.GET, "/api/statements/contracts/41", { id: "41" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(statementEndpoints.getContractStatement.response.safeParse(body).success).toBe(true);
    expect(body.data.entries.slice(0, 4).map((e: { kind: string }) => e.kind)).toEqual([
      "charge",
      "payment",
      "payment",
      "void",
    ]);
    const party = await get(partyRoute.GET, "/api/statements/parties/4", { id: "4" });
    expect(party.status).toBe(200);
    expect(
      (await party.json()).data.contracts.map((c: { contract: { id: number } }) => c.contract.id),
    ).toEqual([41]);
  });

  it("answers 400 per field for a bad range, and for from after to", async () => {
    const bad = await get(contractRoute.GET, "/api/statements/contracts/41?from=2026-02-30&to=x", {
      id: "41",
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as ErrorBody).error.details.fields!;
    expect(Object.keys(fields).sort()).toEqual(["from", "to"]);
    const reversed = await get(
      partyRoute.GET,
      "/api/statements/parties/4?from=2026-03-01&to=2026-02-01",
      { id: "4" },
    );
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as ErrorBody).error.details.fields).toEqual({
      to: ["The end of the period must not be before its start"],
    });
    const exported = await get(
      contractExport.GET,
      "/api/exports/contract-statement?format=csv&contract=41&from=2026-03-01&to=2026-02-01",
    );
    expect(exported.status).toBe(400);
    expect(Object.keys(((await exported.json()) as ErrorBody).error.details.fields!)).toEqual([
      "to",
    ]);
    const noContract = await get(contractExport.GET, "/api/exports/contract-statement?format=csv");
    expect(noContract.status).toBe(400);
    expect(Object.keys(((await noContract.json()) as ErrorBody).error.details.fields!)).toEqual([
      "contract",
    ]);
    const badId = await get(contractRoute.GET, "/api/statements/contracts/abc", { id: "abc" });
    expect(badId.status).toBe(400);
  });

  it("answers 404 for a contract or tenant the register does not know", async () => {
    expect((await get(contractRoute.GET, "/api/statements/contracts/9", { id: "9" })).status).toBe(
      404,
    );
    // Party 3 is only a lessor.
    expect((await get(partyRoute.GET, "/api/statements/parties/3", { id: "3" })).status).toBe(404);
    expect(
      (await get(contractExport.GET, "/api/exports/contract-statement?format=csv&contract=9"))
        .status,
    ).toBe(404);
    expect(
      (await get(partyExport.GET, "/api/exports/party-statement?format=xlsx&party=3")).status,
    ).toBe(404);
  });

  it("exports the statement as CSV: SAR with two decimals from halalas, the void's reason, audited", async () => {
    const res = await get(
      contractExport.GET,
      "/api/exports/contract-statement?format=csv&contract=41",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /contract-statement-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date (Gregorian),Date (Hijri),Entry,Details,Method,Reference,Rent (SAR),VAT (SAR),Debit (SAR),Credit (SAR),Balance (SAR)",
    );
    expect(lines[1]).toBe(",,Opening balance,,,,,,,,0.00");
    expect(lines[2]).toBe(
      "2026-01-01,1447-07-12,Charge,Instalment 1,,,1000.00,150.00,1150.00,,1150.00",
    );
    expect(lines[3]).toBe("2026-01-02,1447-07-13,Payment,Receipt 2026-1,Cash,,,,,1000.50,149.50");
    expect(lines[4]).toBe(
      "2026-01-02,1447-07-13,Payment,Receipt 2026-2 (voided later),Cash,,,,,200.00,-50.50",
    );
    expect(lines[5]).toBe(
      '2026-01-02,1447-07-13,Void,"Reversal of receipt 2026-2: Wrong, amount",Cash,,,,200.00,,149.50',
    );
    // 12 × SAR 1,150.00 less the SAR 1,000.50 that stands.
    expect(lines.at(-1)).toBe(",,Closing balance,,,,,,,,12799.50");
    // Twelve charges, three payment lines, the opening and the closing.
    expect(lines).toHaveLength(1 + 12 + 3 + 2);
    await vi.waitFor(async () => {
      const rows = await mocks.db!.select().from(auditLog);
      const exported = rows.filter((r) => r.action === "list.export");
      expect(exported.map((r) => r.details)).toContainEqual(
        expect.objectContaining({
          list: "contract-statement",
          format: "csv",
          rows: 17,
          complete: true,
        }),
      );
    });
  });

  it("exports the tenant's statement with the contract on each row and the total last", async () => {
    const res = await get(partyExport.GET, "/api/exports/party-statement?format=csv&party=4");
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]!.startsWith("Contract,Date (Gregorian)")).toBe(true);
    expect(lines[1]).toMatch(/^#41 — Unit record #u41,/);
    expect(lines.at(-1)).toMatch(/^,,,Total of all contracts,/);
  });

  it("is in the OpenAPI document", () => {
    const doc = openApiDocument() as { paths: Record<string, unknown> };
    for (const path of [
      "/api/statements/contracts/{id}",
      "/api/statements/parties/{id}",
      "/api/exports/contract-statement",
      "/api/exports/party-statement",
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});
