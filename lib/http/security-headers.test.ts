import { describe, expect, it } from "vitest";

import { hasSessionCookie } from "@/lib/auth/cookies";

import {
  contentSecurityPolicy,
  createNonce,
  isProtectedPage,
  securityHeaders,
} from "./security-headers";

describe("security headers", () => {
  it("uses a fresh nonce, strict-dynamic, and no unsafe-inline or unsafe-eval scripts in production", () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(atob(a)).toHaveLength(16);
    const csp = contentSecurityPolicy(a, false);
    const script = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(script).toBe(`script-src 'self' 'nonce-${a}' 'strict-dynamic'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy(a, true)).toContain("'unsafe-eval'");
  });

  it("adds HSTS in production only", () => {
    expect(securityHeaders("n", { dev: false, production: true })).toMatchObject({
      "Strict-Transport-Security": expect.stringContaining("max-age="),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(securityHeaders("n", { dev: true, production: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });

  it("sends pages, not APIs or files, to sign-in", () => {
    expect(isProtectedPage("/")).toBe(true);
    expect(isProtectedPage("/properties/123")).toBe(true);
    expect(isProtectedPage("/admin/users")).toBe(true);
    expect(isProtectedPage("/sign-in")).toBe(false);
    expect(isProtectedPage("/api/v1/regions")).toBe(false);
    expect(isProtectedPage("/api/me")).toBe(false);
    expect(isProtectedPage("/_next/static/chunks/x.js")).toBe(false);
    expect(isProtectedPage("/favicon.ico")).toBe(false);
  });

  it("recognises next-auth's session cookie, plain, secure or chunked", () => {
    expect(hasSessionCookie(["authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["__Host-authjs.session-token.0"])).toBe(true);
    expect(hasSessionCookie(["authjs.csrf-token", "other"])).toBe(false);
  });
});
