import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import type { Contract } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import {
  claimRenewal,
  CLAIM_LAPSES_MS,
  completeRenewal,
  forgetRenewal,
  releaseRenewal,
  awaitRenewal,
} from "./renewal-store";
import { flagContractDeleted, getRegisteredContract, upsertContract } from "./store";

// A contract is renewed once: of claims made at the same moment exactly one wins, on PGlite and
// on PostgreSQL (a pool of ten connections: the claims really run side by side there).

vi.setConfig({ testTimeout: 60_000 });

const contract = (id: number, unit = `u${id}`): Contract => ({
  id,
  status: "active",
  start_date: "2026-01-01",
  end_date: "2026-12-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 10 },
    { role: "tenant", id: 20 },
  ],
  unit_id: unit,
  rental_fee: { total_units_rent: 36000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
});

describe.each(testDatabaseKinds())("renewal claims (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "renewals");
    handle = openDashboardDatabase(testDb);
  });
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("lets exactly one of eight simultaneous claims win, and names the renewal to the others", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(1), "u");
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimRenewal(db, 1, "u1")));
    expect(claims.filter((c) => c.claimed)).toHaveLength(1);
    // The others are told a renewal is being made (its id is not known yet).
    for (const refused of claims.filter((c) => !c.claimed))
      expect(refused).toEqual({ claimed: false, renewedAs: null });

    await upsertContract(db, { ...contract(2, "u1"), status: "draft" }, "u");
    await completeRenewal(db, 1, 2);
    expect(await claimRenewal(db, 1, "u1")).toEqual({ claimed: false, renewedAs: 2 });
    expect(await awaitRenewal(db, 1, 0)).toBe(2);
    const [old, renewal] = await Promise.all([1, 2].map((id) => getRegisteredContract(db, id)));
    expect([old?.renewed_as, old?.renewal_of]).toEqual([2, null]);
    expect([renewal?.renewal_of, renewal?.renewed_as]).toEqual([1, null]);
  });

  it("releases a claim whose create failed, so that the next one wins", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(3), "u");
    const first = await claimRenewal(db, 3, "u3");
    if (!first.claimed) throw new Error("the first claim should win");
    expect((await claimRenewal(db, 3, "u3")).claimed).toBe(false);
    await releaseRenewal(db, 3, first.at);
    const [a, b] = await Promise.all([claimRenewal(db, 3, "u3"), claimRenewal(db, 3, "u3")]);
    expect([a.claimed, b.claimed].sort()).toEqual([false, true]);
  });

  it("frees the old contract when its renewal is deleted", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(4), "u");
    await upsertContract(db, { ...contract(5, "u4"), status: "draft" }, "u");
    expect((await claimRenewal(db, 4, "u4")).claimed).toBe(true);
    await completeRenewal(db, 4, 5);
    await flagContractDeleted(db, 5, "u");
    await forgetRenewal(db, 5);
    expect((await getRegisteredContract(db, 4))?.renewed_as).toBeNull();
    expect((await claimRenewal(db, 4, "u4")).claimed).toBe(true);
  });

  it("refuses contracts not in the register, deleted, or of another unit", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(6), "u");
    expect(await claimRenewal(db, 99, "u99")).toEqual({ claimed: false, notRenewable: true });
    expect(await claimRenewal(db, 6, "u7")).toEqual({ claimed: false, notRenewable: true });
    await flagContractDeleted(db, 6, "u");
    expect(await claimRenewal(db, 6, "u6")).toEqual({ claimed: false, notRenewable: true });
  });

  it("lets a claim lapse when its request never finished", async () => {
    const db = await handle.get();
    await upsertContract(db, contract(8), "u");
    const then = new Date("2026-11-29T08:00:00Z");
    expect((await claimRenewal(db, 8, "u8", then)).claimed).toBe(true);
    const soon = new Date(then.getTime() + CLAIM_LAPSES_MS - 1000);
    expect((await claimRenewal(db, 8, "u8", soon)).claimed).toBe(false);
    const later = new Date(then.getTime() + CLAIM_LAPSES_MS + 1000);
    expect((await claimRenewal(db, 8, "u8", later)).claimed).toBe(true);
    // The lapsed request's release leaves the new claim alone.
    await releaseRenewal(db, 8, then);
    expect((await claimRenewal(db, 8, "u8", later)).claimed).toBe(false);
  });
});
