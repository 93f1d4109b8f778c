// ZATCA e-invoicing phase 1: the QR code of a simplified tax invoice holds base64 of a TLV
// string, tags 1–5 in order: seller name, seller's VAT registration number, time stamp (ISO
// 8601), invoice total with VAT, VAT total. Each field is tag (1 byte), length (1 byte: the
// value's UTF-8 byte count, so an Arabic name is longer in bytes than in letters), value (UTF-8).
// Phase 2 (XML, cryptographic stamp, tags 6–9) is out of scope. A commercial payment's receipt
// draws it (lib/receipts); amounts are written in riyals with two decimals ("1150.00").

export type ZatcaInvoice = {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  /** Halalas. */
  totalWithVat: number;
  /** Halalas. */
  vatTotal: number;
};

const encoder = new TextEncoder();

/** Halalas as riyals with two decimals, without floating point. */
export function riyalsText(halalas: number): string {
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
}

export function zatcaTlv(invoice: ZatcaInvoice): Uint8Array {
  const values = [
    invoice.sellerName,
    invoice.vatNumber,
    invoice.timestamp,
    riyalsText(invoice.totalWithVat),
    riyalsText(invoice.vatTotal),
  ];
  const fields = values.map((value, i) => {
    const bytes = encoder.encode(value);
    // One length byte: a field of more than 255 bytes cannot be written.
    if (bytes.length > 255) throw new RangeError(`ZATCA tag ${i + 1} is longer than 255 bytes`);
    return Uint8Array.of(i + 1, bytes.length, ...bytes);
  });
  const out = new Uint8Array(fields.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const field of fields) {
    out.set(field, at);
    at += field.length;
  }
  return out;
}

/** The QR code's text: base64 of the TLV bytes. */
export function zatcaQrPayload(invoice: ZatcaInvoice): string {
  return Buffer.from(zatcaTlv(invoice)).toString("base64");
}
