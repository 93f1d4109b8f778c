import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createUser } from "@/lib/auth/users";
import { upsertContract } from "@/lib/contracts/store";
import type { KnownUnit } from "@/lib/contracts";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { saveOffice } from "@/lib/office/store";
import { recordPayment, voidPayment } from "@/lib/rent-roll/store";
import { vatShare } from "@/lib/rent-roll/receipt-store";
import type { Contract } from "@/lib/rental/records";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

import { receiptOf } from "./receipt";

vi.setConfig({ testTimeout: 60_000 });

// A receipt's data: the periods a payment went to, the rent and VAT parts of it, the parties and
// unit by name, who recorded it, and when it is a simplified tax invoice. VAT is the
// configuration's default: 15 % from 2020-07-01 (lib/env.ts).

const NOW = new Date("2026-11-15T09:00:00Z");
const UNIT: KnownUnit = {
  unit_number: "203",
  unit_type: "apartment",
  property_id: 7,
  document_number: "310112233445",
  property_name: "أبراج الواحة",
  region_id: 1,
  city_id: 3,
};
const contract = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  status: "active",
  start_date: "2026-09-01",
  end_date: "2027-08-31",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 10 },
    { role: "tenant", id: 20 },
  ],
  unit_id: "501",
  rental_fee: { total_units_rent: 12_000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
  ...over,
});
const NAMES = {
  "10": { full_name: "سعد المؤجر", id_number: "1016690206", phone_number: "+966500000010" },
  "20": { full_name: "Tenant Twenty", id_number: "2000000002", phone_number: "+966500000020" },
};
let keys = 0;
const pay = (contractId: number, amount: number, userId: string) => ({
  contractId,
  amount,
  paidOn: "2026-11-14",
  method: "bank_transfer",
  reference: "TRF-9",
  idempotencyKey: `receipt-key-${contractId}-${++keys}`,
  userId,
});

describe.each(testDatabaseKinds())("receipt data (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  let db: DashboardDb;
  let manager: string;
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "receipts");
    handle = openDashboardDatabase(testDb);
    db = await handle.get();
    manager = (
      await createUser(db, {
        email: "huda@example.com",
        name: "Huda Al-Qahtani",
        role: "manager",
        password: "a long password 1",
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });

  it("names the parties, the unit and the recorder, and lists the periods a payment paid", async () => {
    await upsertContract(db, contract(1), manager, NOW, undefined, NAMES, UNIT);
    // SAR 1,000 a month: 1,500 pays September and half of October.
    const { payment } = await recordPayment(db, pay(1, 150_000, manager), NOW);
    const receipt = (await receiptOf(db, 1, payment.id))!;
    expect(receipt).toMatchObject({
      year: 2026,
      number: payment.receiptNumber,
      paidOn: "2026-11-14",
      method: "bank_transfer",
      reference: "TRF-9",
      amount: 150_000,
      rent: 150_000,
      vat: 0,
      credit: 0,
      lessor: { id: 10, name: "سعد المؤجر" },
      tenant: { id: 20, name: "Tenant Twenty" },
      unitId: "501",
      unit: UNIT,
      recordedBy: "Huda Al-Qahtani",
      voided: null,
      taxInvoice: false,
      qrPayload: null,
    });
    expect(receipt.periods.map((p) => [p.periodStart, p.periodEnd, p.amount, p.vat])).toEqual([
      ["2026-09-01", "2026-09-30", 100_000, 0],
      ["2026-10-01", "2026-10-31", 50_000, 0],
    ]);
    // Another contract's id, or a payment of another contract: no receipt.
    expect(await receiptOf(db, 2, payment.id)).toBeNull();
    expect(await receiptOf(db, 1, 999_999)).toBeNull();
  });

  it("splits a commercial payment's VAT per instalment, exact over several payments", async () => {
    // SAR 1,000 rent + 150 VAT a month.
    await upsertContract(
      db,
      contract(3, { contract_type: "commercial" }),
      manager,
      NOW,
      undefined,
      NAMES,
      UNIT,
    );
    const first = (await recordPayment(db, pay(3, 50_001, manager), NOW)).payment;
    const second = (await recordPayment(db, pay(3, 64_999 + 115_000 + 10_000, manager), NOW))
      .payment;
    const a = (await receiptOf(db, 3, first.id))!;
    const b = (await receiptOf(db, 3, second.id))!;
    // 500.01 of 1,150: VAT 65.22 (150 × 50001 / 115000 = 65.2187, rounded).
    expect(a.periods.map((p) => [p.seq, p.amount, p.rent, p.vat])).toEqual([
      [1, 50_001, 43_479, 6_522],
    ]);
    // The rest of September carries the rest of its VAT; October whole; SAR 100 of November.
    expect(b.periods.map((p) => [p.seq, p.amount, p.rent, p.vat])).toEqual([
      [1, 64_999, 56_521, 8_478],
      [2, 115_000, 100_000, 15_000],
      [3, 10_000, 8_696, 1_304],
    ]);
    expect(a.periods[0]!.vat + b.periods[0]!.vat).toBe(15_000);
    expect(b).toMatchObject({ amount: 189_999, rent: 165_217, vat: 24_782, credit: 0 });
    // No VAT number on record: an ordinary receipt.
    expect(b).toMatchObject({ taxInvoice: false, qrPayload: null });
  });

  it("is a simplified tax invoice with ZATCA's QR payload once the office has a VAT number", async () => {
    await saveOffice(db, {
      nameAr: "مكتب الواحة للعقار",
      nameEn: "Al Waha Real Estate",
      vatNumber: "300000000000003",
      userId: manager,
    });
    await upsertContract(
      db,
      contract(4, { contract_type: "commercial" }),
      manager,
      NOW,
      undefined,
      NAMES,
      UNIT,
    );
    const { payment } = await recordPayment(db, pay(4, 115_000, manager), NOW);
    const receipt = (await receiptOf(db, 4, payment.id))!;
    expect(receipt).toMatchObject({ taxInvoice: true, vat: 15_000, rent: 100_000 });
    expect(receipt.office).toEqual({
      nameAr: "مكتب الواحة للعقار",
      nameEn: "Al Waha Real Estate",
      vatNumber: "300000000000003",
    });
    const tlv = Buffer.from(receipt.qrPayload!, "base64");
    const fields: string[] = [];
    for (let at = 0; at < tlv.length; at += 2 + tlv[at + 1]!)
      fields.push(tlv.subarray(at + 2, at + 2 + tlv[at + 1]!).toString("utf8"));
    expect(fields).toEqual([
      "مكتب الواحة للعقار",
      "300000000000003",
      "2026-11-15T09:00:00Z",
      "1150.00",
      "150.00",
    ]);

    // A residential contract's payment stays an ordinary receipt; what pays beyond the term is credit.
    const short = {
      end_date: "2026-10-31",
      rental_fee: { total_units_rent: 2_000, billing_type: "monthly" },
    };
    await upsertContract(db, contract(5, short), manager, NOW, undefined, NAMES, UNIT);
    const residential = (await recordPayment(db, pay(5, 250_000, manager), NOW)).payment;
    expect(await receiptOf(db, 5, residential.id)).toMatchObject({
      taxInvoice: false,
      qrPayload: null,
      rent: 200_000,
      vat: 0,
      credit: 50_000,
    });
  });

  it("a voided payment keeps its periods and says who voided it, why and when", async () => {
    await upsertContract(
      db,
      contract(6, { contract_type: "commercial" }),
      manager,
      NOW,
      undefined,
      NAMES,
      UNIT,
    );
    const { payment } = await recordPayment(db, pay(6, 115_000, manager), NOW);
    const at = new Date("2026-11-16T10:00:00Z");
    await voidPayment(
      db,
      { contractId: 6, paymentId: payment.id, reason: "Cheque bounced", userId: manager },
      at,
    );
    const receipt = (await receiptOf(db, 6, payment.id))!;
    expect(receipt.voided).toEqual({
      at: at.toISOString(),
      reason: "Cheque bounced",
      by: "Huda Al-Qahtani",
    });
    expect(receipt.periods.map((p) => [p.seq, p.amount, p.vat])).toEqual([[1, 115_000, 15_000]]);
    // Void: no tax invoice and no QR code to scan.
    expect(receipt).toMatchObject({ taxInvoice: false, qrPayload: null });
  });
});

describe("vatShare", () => {
  it("is the instalment's VAT in proportion to what was paid, rounded half up, without overflow", () => {
    expect(vatShare(115_000, 115_000, 15_000)).toBe(15_000);
    expect(vatShare(0, 115_000, 15_000)).toBe(0);
    expect(vatShare(1, 23, 3)).toBe(0); // 0.13
    expect(vatShare(4, 23, 3)).toBe(1); // 0.52
    expect(vatShare(100_000, 100_000, 0)).toBe(0);
    // SAR 1,000,000,000 × its VAT is beyond 2^53.
    expect(vatShare(57_500_000_000, 115_000_000_000, 15_000_000_000)).toBe(7_500_000_000);
  });
});
