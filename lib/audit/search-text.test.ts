import type { NewAuditEntry } from "@/lib/audit/store";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DASHBOARD_MIGRATIONS, openDashboardDatabase } from "@/lib/db/database";
import type { DashboardDbHandle } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";
import { createDatabaseUntil } from "@/test/database-until";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";
import { findIndexScan, planWithoutSeqScan } from "@/test/explain";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { auditBackfill, auditSearchText } from "./search-text";
import { insertAudit } from "./store";
import { listAudit } from "@/lib/users/audit-log";

// The audit log's `q`: one Arabic-aware search over email, action, target, request id and
// details, from a stored column (written on insert, filled in for older rows when the database
// opens) with a trigram index.

vi.setConfig({ testTimeout: 60_000 });

const base = {
  userId: "u1",
  userEmail: "noura@office.test",
  role: "manager",
  action: "party.update",
  targetType: "party",
  targetId: "15",
  status: 200,
  requestId: "req-aaa",
  details: {},
} satisfies NewAuditEntry;

describe("auditSearchText", () => {
  it("holds each field normalised, one per line, with the target as one field", () => {
    const text = auditSearchText({
      ...base,
      details: { full_name: "عبد الله الغامدي", changed: ["full_name"], n: 3, nested: { a: "X" } },
    });
    expect(text.split("\n")).toEqual([
      "noura@office.test",
      "party.update",
      "party15",
      "req-aaa",
      "عبداللهالغامدي",
      "full_name",
      "3",
      "x",
    ]);
  });
});

describe.each(testDatabaseKinds())("audit log search (%s)", (kind) => {
  let storage: TestDatabase;
  let handle: DashboardDbHandle;
  const find = async (text: string) =>
    (await listAudit(await handle.get(), auditListQuerySchema.parse({ q: text }))).rows.map(
      (r) => r.requestId,
    );

  beforeAll(async () => {
    storage = createTestDatabase(kind, "audit-search");
    // Two rows recorded before the search column existed.
    await createDatabaseUntil({
      storage,
      migrationsFolder: path.resolve(DASHBOARD_MIGRATIONS),
      lastTag: "0001_user_preferences",
      statements: [
        `insert into audit_log (user_id, user_email, role, action, target_type, target_id, status, request_id, details)
         values ('u1', 'noura@office.test', 'manager', 'party.update', 'party', '15', 200, 'req-old-1',
                 '{"full_name": "سارة مُوسَى"}'),
                ('u2', 'admin@office.test', 'admin', 'property.delete', 'property', '7', 400, 'req-old-2',
                 '{"errorCode": "PROPERTY_HAS_ACTIVE_CONTRACTS"}')`,
      ],
    });
    handle = openDashboardDatabase({ ...storage, backfills: [auditBackfill] });
    const db = await handle.get();
    await insertAudit(db, {
      ...base,
      requestId: "req-new-1",
      details: { full_name: "عبد الله أحمد" },
    });
    await insertAudit(db, {
      ...base,
      userEmail: "fahad@office.test",
      action: "contract.create",
      targetType: "contract",
      targetId: "150",
      requestId: "req-new-2",
    });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await storage?.cleanup();
  });

  it("filled in the search text of rows recorded before the column existed", async () => {
    const db = await handle.get();
    const [old] = await db.select().from(auditLog).where(eq(auditLog.requestId, "req-old-1"));
    expect(old?.searchText).toBe(auditSearchText(old!));
    expect(await find("ساره موسي")).toEqual(["req-old-1"]);
    expect(await find("property_has_active")).toEqual(["req-old-2"]);
  });

  it("finds Arabic details by their variants, spacing and digits", async () => {
    expect(await find("عبدالله احمد")).toEqual(["req-new-1"]);
    expect(await find("عَبْد الله")).toEqual(["req-new-1"]);
    expect(await find("contract ١٥٠")).toEqual(["req-new-2"]);
    expect((await find("party 15")).sort()).toEqual(["req-new-1", "req-old-1"]);
  });

  it("finds by email, action and request id, case-insensitively; no false friends", async () => {
    expect(await find("FAHAD@")).toEqual(["req-new-2"]);
    expect(await find("contract.create")).toEqual(["req-new-2"]);
    expect(await find("REQ-OLD-2")).toEqual(["req-old-2"]);
    expect(await find("abd")).toEqual([]); // Latin never matches Arabic
    expect(await find("%")).toEqual([]);
    expect(await find("_")).toEqual(["req-old-2"]); // literal: only PROPERTY_HAS_… has one
    // A needle with nothing searchable left filters nothing.
    expect((await find(" ")).length).toBe(4);
  });

  it("answers `q` from the trigram index", async () => {
    const db = await handle.get();
    const query = sql`select id from audit_log where search_text like ${"%عبدالله%"}`;
    const plan = await planWithoutSeqScan(db, query);
    expect(findIndexScan(plan, "audit_log_search_trgm_idx"), JSON.stringify(plan)).not.toBeNull();
  });
});
