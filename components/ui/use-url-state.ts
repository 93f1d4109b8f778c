"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";

type Serialised = Record<string, string | number | undefined | null>;

/**
 * List state (filter, page, page size, sort) kept in the URL, so that a reload, a shared link
 * or the back button shows the same view. `parse` must tolerate any query string (defaults for
 * missing or invalid values); `serialise` returns undefined/"" for values to leave out, and
 * names every parameter the state owns: the others in the URL are kept.
 * `update(patch, {push: true})` adds a history entry (page, sort); without it the entry is
 * replaced (filter typing). Each update carries every change not yet in the URL: a second change
 * made while the first navigation is on its way (a debounced search box right after a select)
 * would otherwise be computed from the old URL and drop the first.
 */
export function useUrlState<T>(
  parse: (params: URLSearchParams) => T,
  serialise: (state: T) => Serialised,
): [T, (patch: Partial<T>, options?: { push?: boolean }) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const state = useMemo(() => parse(new URLSearchParams(key)), [key]);
  const pending = useRef<Partial<T>>({});
  useEffect(() => {
    // The URL moved on (our navigation landed, or back/forward): nothing is pending any more.
    pending.current = {};
  }, [key]);

  const update = useCallback(
    (patch: Partial<T>, options?: { push?: boolean }) => {
      pending.current = { ...pending.current, ...patch };
      const next = new URLSearchParams();
      const written = serialise({ ...state, ...pending.current });
      for (const [name, value] of Object.entries(written)) {
        if (value !== undefined && value !== null && value !== "") next.set(name, String(value));
      }
      // Parameters this state does not own (the table's columns: hide, show) stay as they are.
      for (const [name, value] of new URLSearchParams(key)) {
        if (!(name in written)) next.append(name, value);
      }
      const query = next.toString();
      if (query === key) return;
      const href = query ? `${pathname}?${query}` : pathname;
      // Typing in a filter replaces the entry; moving to another page or order adds one, so
      // that Back returns to it.
      if (options?.push) router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [key, pathname, router, serialise, state],
  );
  return [state, update];
}

/** A positive whole number from the URL, or the fallback. */
export function intParam(value: string | null, fallback: number, allowed?: readonly number[]) {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1) return fallback;
  if (allowed && !allowed.includes(n)) return fallback;
  return n;
}
