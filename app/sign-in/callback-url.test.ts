import { describe, expect, it } from "vitest";

import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackUrl("/properties?page=2&filter=%D8%A8")).toBe(
      "/properties?page=2&filter=%D8%A8",
    );
    expect(safeCallbackUrl("/units/12")).toBe("/units/12");
  });

  it.each([
    ["https://evil.example/x"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["properties"],
    [""],
    [undefined],
    [["/a", "/b"]],
    ["/\t/evil.example"],
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });

  it("never returns to sign-in or an API route", () => {
    expect(safeCallbackUrl("/sign-in?callbackUrl=/x")).toBe("/");
    expect(safeCallbackUrl("/api/v1/properties")).toBe("/");
  });
});
