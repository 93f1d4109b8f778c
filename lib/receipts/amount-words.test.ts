import { describe, expect, it } from "vitest";

import { amountInWords } from "./amount-words";

describe("amountInWords", () => {
  it("writes riyals and halalas in Arabic, with the dual and plural forms", () => {
    expect(amountInWords(150050, "ar")).toBe("ألف و خمسمائة ريال و خمسون هللة");
    expect(amountInWords(200, "ar")).toBe("ريالان");
    expect(amountInWords(300, "ar")).toBe("ثلاثة ريالات");
    expect(amountInWords(1201, "ar")).toBe("اثنا عشر ريال و هللة واحدة");
    expect(amountInWords(5, "ar")).toBe("صفر ريال و خمس هللات");
  });

  it("leaves zero halalas out", () => {
    expect(amountInWords(400000, "ar")).toBe("أربعة آلاف ريال");
    expect(amountInWords(400000, "en")).toBe("Four Thousand Riyals");
    expect(amountInWords(100, "en")).toBe("One Riyal");
  });

  it("writes riyals and halalas in English", () => {
    expect(amountInWords(249950, "en")).toBe(
      "Two Thousand Four Hundred Ninety Nine Riyals And Fifty Halalas",
    );
    expect(amountInWords(101, "en")).toBe("One Riyal And One Halala");
  });

  it("writes the largest amounts exactly (no floating point on the way)", () => {
    // SAR 999,999,999.99 and SAR 1,000,000,000 (a term's largest rent), sent as decimal text.
    expect(amountInWords(99_999_999_999, "en")).toBe(
      "Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine Riyals And Ninety Nine Halalas",
    );
    expect(amountInWords(100_000_000_000, "ar")).toBe("مليار ريال");
    expect(amountInWords(12_345_678_901, "ar")).toBe(
      "مائة و ثلاثة و عشرون مليون و أربعمائة و ستة و خمسون ألف و سبعمائة و تسعة و ثمانون ريال و هللة واحدة",
    );
  });

  it("refuses what is not a whole number of halalas", () => {
    expect(() => amountInWords(10.5, "en")).toThrow(RangeError);
    expect(() => amountInWords(-100, "ar")).toThrow(RangeError);
  });
});
