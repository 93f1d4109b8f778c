import { describe, expect, it } from "vitest";

import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a UTF-8 byte-order mark so Excel reads Arabic", () => {
    const csv = toCsv(["Name"], [["برج الشاطئ 48"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Name\r\nبرج الشاطئ 48");
  });

  it("quotes commas, quotes and line breaks", () => {
    const csv = toCsv(["a", "b"], [['x, "y"', "line\nbreak"]]);
    expect(csv.slice(1)).toBe('a,b\r\n"x, ""y""","line\nbreak"');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = toCsv(["v"], [['=HYPERLINK("x")'], ["@SUM(A1)"], ["+1+2"], ["-A1"]]);
    const lines = csv.slice(1).split("\r\n").slice(1);
    expect(lines.every((line) => line.startsWith("\"'"))).toBe(true);
  });

  it("leaves phone numbers and negative numbers readable", () => {
    const csv = toCsv(["phone", "floor", "n"], [["+966501234567", "-2", -3]]);
    expect(csv.slice(1)).toBe("phone,floor,n\r\n+966501234567,-2,-3");
  });

  it("writes empty cells for null and undefined", () => {
    expect(toCsv(["a", "b", "c"], [[null, undefined, 0]]).slice(1)).toBe("a,b,c\r\n,,0");
  });
});
