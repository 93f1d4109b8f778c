"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

type Serialised = Record<string, string | number | undefined | null>;

/**
 * List state (filter, page, page size, sort) kept in the URL, so that a reload, a shared link
 * or the back button shows the same view. `state` is what the current URL says, read on the
 * server (lib/list-params/define.ts) and handed down by the page, which renders again for every
 * new URL; `serialise` returns undefined/"" for values to leave out, and names every parameter
 * the state owns: the others in the URL are kept.
 * `update(patch, {push: true})` adds a history entry (page, sort); without it the entry is
 * replaced (filter typing). Each update carries every change not yet in the URL: a second change
 * made while the first navigation is on its way (a debounced search box right after a select)
 * would otherwise be computed from the old URL and drop the first. And an update is compared with
 * the last URL asked for, not the one shown: a change undone before its navigation lands (typing
 * "12" into a month: January, then December again) must still navigate back.
 */
export function useUrlState<T>(
  state: T,
  serialise: (state: NoInfer<T>) => Serialised,
): [T, (patch: Partial<T>, options?: { push?: boolean }) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const key = searchParams.toString();
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
        if (!Object.hasOwn(written, name)) next.append(name, value);
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
