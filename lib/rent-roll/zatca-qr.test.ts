import { describe, expect, it } from "vitest";

import { riyalsText, zatcaQrPayload, zatcaTlv } from "./zatca-qr";

/** Reads a TLV string back, tag by tag, as a scanner does. */
function decode(base64: string): { tag: number; length: number; value: string }[] {
  const bytes = Buffer.from(base64, "base64");
  const fields = [];
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.push({ tag, length, value: bytes.subarray(at + 2, at + 2 + length).toString("utf8") });
    at += 2 + length;
  }
  return fields;
}

const invoice = {
  sellerName: "مكتب الرياض للعقار",
  vatNumber: "310122393500003",
  timestamp: "2026-11-29T10:20:00Z",
  totalWithVat: 460_000,
  vatTotal: 60_000,
};

describe("ZATCA phase-1 QR payload", () => {
  it("decodes back tag by tag, lengths counting UTF-8 bytes", () => {
    const fields = decode(zatcaQrPayload(invoice));
    expect(fields.map((f) => [f.tag, f.value])).toEqual([
      [1, "مكتب الرياض للعقار"],
      [2, "310122393500003"],
      [3, "2026-11-29T10:20:00Z"],
      [4, "4600.00"],
      [5, "600.00"],
    ]);
    // 18 characters, 34 bytes: 16 Arabic letters of two bytes each in UTF-8, two spaces of one.
    expect(invoice.sellerName).toHaveLength(18);
    expect(fields[0]!.length).toBe(34);
    expect(fields[1]!.length).toBe(15);
  });

  it("matches a payload worked out by hand for an ASCII seller", () => {
    const bytes = zatcaTlv({ ...invoice, sellerName: "Bobs", totalWithVat: 115, vatTotal: 15 });
    expect(Array.from(bytes.subarray(0, 6))).toEqual([1, 4, 66, 111, 98, 115]);
    expect(
      decode(Buffer.from(bytes).toString("base64"))
        .slice(3)
        .map((f) => f.value),
    ).toEqual(["1.15", "0.15"]);
  });

  it("writes halalas as riyals with two decimals and refuses a field over 255 bytes", () => {
    expect(riyalsText(5)).toBe("0.05");
    expect(riyalsText(100_000_000_00)).toBe("100000000.00");
    expect(() => zatcaTlv({ ...invoice, sellerName: "م".repeat(128) })).toThrow(RangeError);
  });
});
