import "server-only";

import type { Locale } from "./locales";
import { env } from "@/lib/env";

type Messages = Record<string, unknown>;

/**
 * One JSON file per namespace (messages/<locale>/<namespace>.json) so that engineers working on
 * different pages never edit the same file; merged here, keyed by file name. messages.test.ts
 * fails when a file is missing from this list.
 */
export const NAMESPACES = [
  "account",
  "admin",
  "apiErrors",
  "arrears",
  "auth",
  "collections",
  "common",
  "contracts",
  "dates",
  "deedSync",
  "deeds",
  "digest",
  "exports",
  "layout",
  "notifications",
  "occupancy",
  "overview",
  "parties",
  "properties",
  "receipts",
  "regions",
  "renewal",
  "rentRoll",
  "security",
  "statements",
  "units",
  "validation",
  "views",
] as const;

// Imported, not read from disk: in the Next build, next-intl's catalogue loader compiles every
// ICU message ahead of time (next.config.mjs, `messages.precompile`), so the browser gets a
// 650-byte formatter instead of intl-messageformat's parser. Outside Next (Vitest, the CLI) the
// same import yields the plain strings and use-intl parses them as before.
const cache = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const catalogue = (await import(`../../messages/${locale}/${namespace}.json`)) as {
        default: Messages;
      };
      return [namespace, catalogue.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function loadMessages(locale: Locale): Promise<Messages> {
  // In development, import again on every request so edited catalogues show without a restart.
  if (env.NODE_ENV !== "production") return load(locale);
  let pending = cache.get(locale);
  if (!pending) {
    pending = load(locale);
    cache.set(locale, pending);
  }
  return pending;
}
