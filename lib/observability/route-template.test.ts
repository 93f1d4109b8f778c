import { describe, expect, it } from "vitest";

import { routeTemplate } from "./route-template";

describe("routeTemplate", () => {
  it.each([
    ["/api/v1/properties", "/api/v1/properties"],
    ["/api/v1/properties/310100000398", "/api/v1/properties/{id}"],
    ["/api/v1/properties/sync-deed/6", "/api/v1/properties/sync-deed/{id}"],
    ["/api/v1/units/12", "/api/v1/units/{id}"],
    ["/api/users/0b6f2d2e-6f0a-4c3e-9d43-2b1b8c1f7e11", "/api/users/{id}"],
    ["/api/v1/parties/search-party", "/api/v1/parties/search-party"],
    ["/api/health/ready", "/api/health/ready"],
  ])("%s → %s", (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });

  it("bounds unknown paths so they cannot create unlimited series", () => {
    const long = `/api/v1/${"x/".repeat(50)}`;
    expect(routeTemplate(long).split("/").length).toBeLessThanOrEqual(8);
  });
});
