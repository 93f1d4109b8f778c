import "server-only";

// Reads of reference data that is the same for every person (the 13 administrative regions and
// their cities: the API only lists them), kept by the server process for a while so that each
// page's server render does not ask upstream again. Never for anything a role or a person
// decides. A failed read is not kept.

type Entry = { at: number; value: Promise<unknown> };

const KEY = Symbol.for("rental-desk.shared-reads");
const scope = globalThis as typeof globalThis & { [KEY]?: Map<string, Entry> };
const entries = (scope[KEY] ??= new Map());

/** `read()`'s answer, shared by every caller of `name` for `ttlMs` after it was asked. */
export function sharedRead<T>(
  name: string,
  ttlMs: number,
  read: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const entry = entries.get(name);
  if (entry && now - entry.at < ttlMs) return entry.value as Promise<T>;
  const value = read();
  entries.set(name, { at: now, value });
  value.catch(() => {
    if (entries.get(name)?.value === value) entries.delete(name);
  });
  return value;
}

/** Forgets every shared read (tests). */
export function forgetSharedReads(): void {
  entries.clear();
}
