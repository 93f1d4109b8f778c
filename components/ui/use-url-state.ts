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
 * would otherwise be computed from the old URL and drop the first. And an update is compared with
 * the last URL asked for, not the one shown: a change undone before its navigation lands (typing
 * "12" into a month: January, then December again) must still navigate back.
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
  // The query string of our last navigation, until the URL shows it.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    // Our last navigation landed, or the URL moved without us: nothing is pending any more. An
    // earlier navigation of ours landing while a later one is on its way changes nothing.
    if (requested.current === null || requested.current === key) {
      pending.current = {};
      requested.current = null;
    }
  }, [key]);
  useEffect(() => {
    // Back and forward win over a navigation still on its way.
    const forget = () => {
      pending.current = {};
      requested.current = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

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
      if (query === (requested.current ?? key)) return;
      requested.current = query;
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
