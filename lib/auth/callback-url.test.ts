import { describe, expect, it } from "vitest";

import { safeCallbackUrl } from "./callback-url";

// Where to go after signing in: the sign-in page and the sign-in action both ask this one check
// (issue 8, defect 1: "/.//evil.example" used to come back as "//evil.example").

const ORIGIN = "https://desk.example";

/** What a browser does with the Location header we would send. */
const landing = (value: unknown) => new URL(safeCallbackUrl(value), ORIGIN);

describe("safeCallbackUrl", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeCallbackUrl("/properties?page=2&filter=%D8%A8")).toBe(
      "/properties?page=2&filter=%D8%A8",
    );
    expect(safeCallbackUrl("/units/12")).toBe("/units/12");
    expect(safeCallbackUrl("/contracts#top")).toBe("/contracts#top");
    expect(safeCallbackUrl("/a/./b/../c")).toBe("/a/c");
  });

  it.each([
    ["https://evil.example/x"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["properties"],
    [""],
    [undefined],
    [["/a", "/b"]],
    ["/\t/evil.example"],
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/./../..//evil.example/x?y"],
    ["/%2e//evil.example"],
    ["/%2e%2e//evil.example"],
    ["/%2F%2Fevil.example"],
    ["/%2f%5cevil.example"],
    ["/%5C%5Cevil.example"],
    ["/%252F%252Fevil.example"],
    ["///evil.example"],
    ["/properties/..//evil.example"],
    ["/\u3002/evil.example"],
    ["/%E3%80%82//evil.example"],
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
    expect(landing(value).origin).toBe(ORIGIN);
  });

  it("never returns to sign-in or an API route", () => {
    expect(safeCallbackUrl("/sign-in?callbackUrl=/x")).toBe("/");
    expect(safeCallbackUrl("/api/v1/properties")).toBe("/");
    expect(safeCallbackUrl("/x/../api/me")).toBe("/");
  });

  it("whatever it gets, the browser stays on the dashboard", () => {
    const pieces = [
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2f",
      "%5c",
      "%252f",
      "evil.example",
      "@",
      ":",
    ];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces)
          expect(landing(`/${a}${b}${c}`).origin, `/${a}${b}${c}`).toBe(ORIGIN);
  });
});
