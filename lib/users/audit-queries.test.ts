import { describe, expect, it } from "vitest";

import { auditListUrl } from "./audit-queries";

describe("auditListUrl", () => {
  it("sends the filter's days as the Riyadh instants that bound them", () => {
    const url = new URL(
      auditListUrl({
        from: "2026-11-01",
        to: "2026-11-22",
        action: "contract.create",
        page: 2,
        pageSize: 50,
      }),
      "http://x",
    );
    expect(url.pathname).toBe("/api/audit");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "contract.create",
      from: "2026-11-01T00:00:00.000+03:00",
      to: "2026-11-22T23:59:59.999+03:00",
      page: "2",
      pageSize: "50",
    });
  });
});
