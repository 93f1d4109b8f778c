import { beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";

// guardPage decides whether a page may read and show data for the session's user.
let current: SessionUser | null = null;
vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ getSessionUser: async () => current }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { guardPage } = await import("./page-guard");

const manager: SessionUser = { id: "u1", email: "m@x.test", name: "M", role: "manager" };

describe("guardPage", () => {
  beforeEach(() => {
    current = null;
  });

  it("sends a visitor without a session to sign-in and back", async () => {
    await expect(guardPage("/properties?name=a", "rental:read")).rejects.toThrow(
      "redirect /sign-in?callbackUrl=%2Fproperties%3Fname%3Da",
    );
  });

  it("allows by role", async () => {
    current = manager;
    expect((await guardPage("/properties", "rental:read")).allowed).toBe(true);
    expect((await guardPage("/deeds", "deed:search")).allowed).toBe(false);
  });

  it("allows no page to a session that must first change its password or enrol a second factor", async () => {
    for (const restriction of ["password-change", "second-factor"] as const) {
      current = { ...manager, restriction };
      expect((await guardPage("/properties", "rental:read")).allowed).toBe(false);
    }
  });
});
