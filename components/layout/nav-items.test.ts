import { describe, expect, it } from "vitest";

import { activeHref, NAV_ITEMS } from "./nav-items";

const hrefs = NAV_ITEMS.map((item) => item.href);

describe("activeHref", () => {
  it("marks the most specific link of the page", () => {
    expect(activeHref(hrefs, "/")).toBe("/");
    expect(activeHref(hrefs, "/properties/310100000398")).toBe("/properties");
    expect(activeHref(hrefs, "/parties/attention")).toBe("/parties/attention");
    expect(activeHref(hrefs, "/deeds/sync/abc")).toBe("/deeds");
  });

  it("marks Properties on a unit's page, which has no link of its own", () => {
    expect(activeHref(hrefs, "/units/7")).toBe("/properties");
  });
});
