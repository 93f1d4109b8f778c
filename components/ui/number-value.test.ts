import { describe, expect, it } from "vitest";

import { toNumberOrUndefined } from "./number-value";

describe("toNumberOrUndefined (number inputs typed as text)", () => {
  it.each([
    ["60000", 60000],
    ["٦٠٬٠٠٠", 60000],
    ["۶۰,۰۰۰", 60000],
    ["١٢٫٥", 12.5],
    ["12.5", 12.5],
    [" 3 ", 3],
    ["-٢", -2],
  ])("%s → %s", (typed, expected) => {
    expect(toNumberOrUndefined(typed)).toBe(expected);
  });

  it("leaves an empty field out and lets the schema refuse anything else", () => {
    expect(toNumberOrUndefined("")).toBeUndefined();
    expect(toNumberOrUndefined(null)).toBeUndefined();
    expect(toNumberOrUndefined("abc")).toBeNaN();
  });
});
