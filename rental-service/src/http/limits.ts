import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import { ApiError } from "./errors";

// Limits that make the service safe on a private network: request bodies are cut off while
// streaming (the largest business body is a few kilobytes), and token requests are rate limited
// per client address (one process holds the counts: the service runs as one process).

export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        413,
        "PAYLOAD_TOO_LARGE",
        `The request body is larger than ${maxSize} bytes.`,
      );
    },
  });
}

function peer(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // not served by @hono/node-server (tests calling app.fetch directly)
  }
}

export function rateLimitPerAddress(perMinute: number): MiddlewareHandler {
  const counts = new Map<string, { window: number; count: number }>();
  return async (c, next) => {
    const window = Math.floor(Date.now() / 60_000);
    const address = peer(c);
    const entry = counts.get(address);
    const count = entry && entry.window === window ? entry.count + 1 : 1;
    counts.set(address, { window, count });
    if (counts.size > 10_000) for (const [k, v] of counts) if (v.window < window) counts.delete(k);
    if (count > perMinute) {
      c.header("Retry-After", String(60 - Math.floor((Date.now() / 1000) % 60)));
      throw new ApiError(429, "RATE_LIMITED", "Too many token requests; wait a minute.");
    }
    return next();
  };
}
