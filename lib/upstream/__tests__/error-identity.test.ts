import { describe, expect, it, vi } from "vitest";

// The upstream client is kept on globalThis (lib/upstream/upstream.ts), so it may come from
// another bundle's copy of errors.ts than the route that catches its errors: a server-rendered
// page that reads first makes it, a route handler catches what it throws. An UpstreamError must
// be recognised whichever copy of the module made it.

async function freshCopy() {
  vi.resetModules();
  return import("@/lib/upstream/errors");
}

describe("UpstreamError across copies of its module", () => {
  it("is recognised by instanceof in another copy", async () => {
    const first = await freshCopy();
    const second = await freshCopy();
    expect(first.UpstreamError).not.toBe(second.UpstreamError);
    const thrown = new first.UpstreamError("status", 400, { error: "bad" });
    expect(thrown instanceof second.UpstreamError).toBe(true);
    expect(second.mapUpstreamError(thrown).status).toBe(400);
  });

  it("is not claimed by other errors", async () => {
    const { UpstreamError } = await freshCopy();
    expect(new Error("upstream status 400") instanceof UpstreamError).toBe(false);
    expect(Object.assign(new Error("x"), { name: "UpstreamError" }) instanceof UpstreamError).toBe(
      false,
    );
    expect(UpstreamError[Symbol.hasInstance](null)).toBe(false);
  });
});
