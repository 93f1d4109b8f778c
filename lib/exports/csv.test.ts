import { describe, expect, it } from "vitest";

import { CSV_BOM, csvLine, sarText } from "./csv";

const file = (...rows: (string | number | null | undefined)[][]) =>
  CSV_BOM + rows.map(csvLine).join("");

describe("csvLine", () => {
  it("writes a file that starts with a UTF-8 byte-order mark so Excel reads Arabic", () => {
    const csv = file(["الاسم"], ["برج الشاطئ 48"]);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("الاسم\r\nبرج الشاطئ 48\r\n");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvLine(['x, "y"', "line\nbreak"])).toBe('"x, ""y""","line\nbreak"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const lines = ['=HYPERLINK("x")', "@SUM(A1)", "+1+2", "-A1"].map((v) => csvLine([v]));
    expect(lines.every((line) => line.startsWith("\"'"))).toBe(true);
    expect(lines[0]).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });

  it("leaves phone numbers and negative numbers readable", () => {
    expect(csvLine(["+966501234567", "-2", -3, 1500.5])).toBe("+966501234567,-2,-3,1500.5\r\n");
  });

  it("writes empty cells for null and undefined", () => {
    expect(csvLine([null, undefined, 0])).toBe(",,0\r\n");
  });

  it("writes amounts kept in halalas as SAR with exactly two decimals", () => {
    expect(csvLine([{ halalas: 125_050 }, { halalas: -5 }, { halalas: 0 }, { halalas: 100 }])).toBe(
      "1250.50,-0.05,0.00,1.00\r\n",
    );
    // 0.1 + 0.2 in floating point is not 0.3: the halalas' text is exact at any size.
    expect(sarText(99_999_999_999_999)).toBe("999999999999.99");
    expect(sarText(-123_456_789)).toBe("-1234567.89");
  });
});
