import "server-only";

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { Locale } from "./locales";
import { env } from "@/lib/env";

type Messages = Record<string, unknown>;

// One JSON file per namespace (messages/<locale>/<namespace>.json) so that engineers working on
// different pages never edit the same file. They are merged here, keyed by file name.
const cache = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const dir = path.join(process.cwd(), "messages", locale);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), "utf8");
      return [file.slice(0, -".json".length), JSON.parse(text) as Messages] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function loadMessages(locale: Locale): Promise<Messages> {
  // In development, re-read on every request so edited catalogues show without a restart.
  if (env.NODE_ENV !== "production") return load(locale);
  let pending = cache.get(locale);
  if (!pending) {
    pending = load(locale);
    cache.set(locale, pending);
  }
  return pending;
}
