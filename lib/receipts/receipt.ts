import "server-only";

import { findUserById } from "@/lib/auth/users";
import { getRegisteredContract } from "@/lib/contracts/server";
import type { KnownUnit } from "@/lib/contracts";
import type { DashboardDb } from "@/lib/db/database";
import { officeOf, type Office } from "@/lib/office/server";
import { paymentForReceipt, type ReceiptLine } from "@/lib/rent-roll/server";
import { zatcaQrPayload } from "@/lib/rent-roll/zatca-qr";

// One payment's receipt, put together from the ledger (the payment and the periods it paid),
// the register (the contract's type, its parties' names and its unit) and the office settings.
// A commercial contract's payment is a simplified tax invoice once the office has a VAT
// registration number: its rent and VAT parts, and ZATCA's phase-1 QR payload (tags 1–5: the
// office's Arabic name, its VAT number, when the payment was recorded, the amount, its VAT). A
// voided payment is neither: its receipt says void, with no QR code to scan.

export type ReceiptParty = { id: number; name: string | null };

export type Receipt = {
  contractId: number;
  paymentId: number;
  /** "2026-14": the year and the year's gapless number, as the rent card shows it. */
  year: number;
  number: number;
  paidOn: string;
  recordedAt: string;
  method: string;
  reference: string | null;
  /** Halalas: the whole payment, the rent and VAT parts of what was allocated, and the rest (credit). */
  amount: number;
  rent: number;
  vat: number;
  credit: number;
  periods: ReceiptLine[];
  contractType: string;
  lessor: ReceiptParty | null;
  tenant: ReceiptParty | null;
  unitId: string;
  unit: KnownUnit | null;
  /** The person who recorded it, by name (their e-mail when the account is gone, never an id). */
  recordedBy: string;
  voided: { at: string; reason: string; by: string } | null;
  office: Office | null;
  taxInvoice: boolean;
  /** ZATCA's base64 TLV for the QR code; null unless a tax invoice. */
  qrPayload: string | null;
};

export async function receiptOf(
  db: DashboardDb,
  contractId: number,
  paymentId: number,
): Promise<Receipt | null> {
  const [found, contract, office] = await Promise.all([
    paymentForReceipt(db, contractId, paymentId),
    getRegisteredContract(db, contractId),
    officeOf(db),
  ]);
  if (!found || !contract) return null;
  const { payment, lines } = found;
  const party = (role: string): ReceiptParty | null => {
    const p = contract.parties.find((x) => x.role === role);
    return p ? { id: p.id, name: p.full_name ?? null } : null;
  };
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const vat = sum(lines.map((l) => l.vat));
  const allocated = sum(lines.map((l) => l.amount));
  const voided = payment.voidedAt
    ? {
        at: payment.voidedAt.toISOString(),
        reason: payment.voidReason ?? "",
        by: await nameOf(db, payment.voidedBy),
      }
    : null;
  const taxInvoice = contract.contract_type === "commercial" && !!office?.vatNumber && !voided;
  const recordedAt = payment.recordedAt.toISOString();
  return {
    contractId,
    paymentId,
    year: payment.receiptYear,
    number: payment.receiptNumber,
    paidOn: payment.paidOn,
    recordedAt,
    method: payment.method,
    reference: payment.reference,
    amount: payment.amount,
    rent: allocated - vat,
    vat,
    credit: payment.amount - allocated,
    periods: lines,
    contractType: contract.contract_type,
    lessor: party("lessor"),
    tenant: party("tenant"),
    unitId: contract.unit_id,
    unit: contract.known_unit ?? null,
    recordedBy: await nameOf(db, payment.recordedBy),
    voided,
    office,
    taxInvoice,
    qrPayload:
      taxInvoice && office?.vatNumber
        ? zatcaQrPayload({
            sellerName: office.nameAr,
            vatNumber: office.vatNumber,
            timestamp: recordedAt.replace(/\.\d{3}Z$/, "Z"),
            totalWithVat: payment.amount,
            vatTotal: vat,
          })
        : null,
  };
}

/** A user's name; their e-mail if the name is empty; "—" for an account not found. */
async function nameOf(db: DashboardDb, userId: string | null): Promise<string> {
  if (!userId) return "—";
  const user = await findUserById(db, userId);
  return user?.name || user?.email || "—";
}
