import { describe, expect, it } from "vitest";

import { clientAddress } from "./client-address";

// The client's address for throttling, rate limits and the audit log. A client can send any
// X-Forwarded-For it likes; only the entries our own proxies appended can be believed, so the
// address is the Nth from the right, N = TRUSTED_PROXY_HOPS (issue 8, defect 3).

const headers = (h: Record<string, string>) => new Headers(h);

describe("clientAddress", () => {
  it("with no trusted proxy, ignores X-Forwarded-For and X-Real-IP and uses the peer", () => {
    const forged = headers({
      "x-forwarded-for": "203.0.113.5",
      "x-real-ip": "203.0.113.6",
      "x-rental-desk-peer": "198.51.100.7",
    });
    expect(clientAddress(forged, 0)).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.5" }), 0)).toBe("unknown");
  });

  it("behind N proxies, takes the Nth address from the right", () => {
    const h = headers({
      "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2",
      "x-rental-desk-peer": "10.0.0.3",
    });
    expect(clientAddress(h, 1)).toBe("10.0.0.2");
    expect(clientAddress(h, 2)).toBe("203.0.113.5");
    // Fewer entries than hops: the request did not pass every proxy; the peer is all we know.
    expect(clientAddress(h, 5)).toBe("10.0.0.3");
  });

  it("normalises the address: IPv4-mapped IPv6, and IPv6 by its /64", () => {
    expect(clientAddress(headers({ "x-rental-desk-peer": "::ffff:192.0.2.1" }), 0)).toBe(
      "192.0.2.1",
    );
    expect(clientAddress(headers({ "x-rental-desk-peer": "2001:db8:1:2:aa:bb:cc:dd" }), 0)).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientAddress(headers({ "x-forwarded-for": "garbage, [2001:db8::1]" }), 1)).toBe(
      "2001:db8::/64",
    );
    expect(clientAddress(headers({ "x-forwarded-for": "not an address" }), 1)).toBe("unknown");
  });
});
