import { isIP } from "node:net";

// The client's address, for sign-in throttling, rate limits, sessions and the audit log.
//
// A client can put anything in X-Forwarded-For; only the entries appended by our own proxies can
// be believed. With TRUSTED_PROXY_HOPS=N the address is the Nth entry from the right (each proxy
// appends the address it received the connection from). With 0 (the default: nothing in front)
// forwarded headers are ignored and the TCP peer is used; Next.js does not expose the peer to
// route handlers, so lib/net/peer-header.ts stamps it on every request under PEER_HEADER,
// overwriting whatever a client sent under that name.

export const PEER_HEADER = "x-rental-desk-peer";

export function clientAddress(headers: Headers, trustedHops: number): string {
  const peer = headers.get(PEER_HEADER);
  if (trustedHops <= 0) return normalise(peer);
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not pass through all of them.
  if (hops.length < trustedHops) return normalise(peer);
  return normalise(hops[hops.length - trustedHops]);
}

/** IPv4 as is (also when IPv4-mapped), IPv6 by its /64 (one subscriber's whole network). */
function normalise(value: string | null | undefined): string {
  if (!value) return "unknown";
  let address = value.trim();
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]"));
  // "203.0.113.5:41234" from proxies that append the port.
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.split(":")[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return "unknown";
  return `${prefix64(address)}::/64`;
}

function prefix64(address: string): string {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")
    .replace(/(^|:)0(:0)+$/, "$1")
    .replace(/:$/, "");
}
