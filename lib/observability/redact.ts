import "server-only";

import { env } from "@/lib/env";

// Log lines must not carry secrets or the upstream address (ARCHITECTURE.md): every error the
// dashboard logs passes through here first.

function secrets(): string[] {
  const values = [env.RENTAL_CLIENT_SECRET, env.AUTH_SECRET, env.RENTAL_API_BASE_URL];
  try {
    const url = new URL(env.RENTAL_API_BASE_URL);
    values.push(url.host, url.hostname);
  } catch {
    // the env schema already guarantees a URL
  }
  if (env.DATABASE_URL) values.push(env.DATABASE_URL);
  // Longest first, so that a URL is replaced before the host inside it.
  return values
    .filter((v): v is string => !!v && v.length >= 4)
    .sort((a, b) => b.length - a.length);
}

export function redact(text: string): string {
  let out = text;
  for (const secret of secrets()) out = out.split(secret).join("[redacted]");
  return out;
}

/** One log-safe description of an error: name, message, stack and causes, all redacted. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error) {
      parts.push(current.stack ?? `${current.name}: ${current.message}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return redact(parts.join("\nCaused by: "));
}
