"use client";

import { useCallback, useEffect, useRef } from "react";

import { useUrlState } from "./use-url-state";

type Serialised = Record<string, string | number | undefined | null>;

/**
 * useUrlState for pages with several controls: each update carries every change not yet in the
 * URL. Without this, a second change made while the first navigation is still on its way (a
 * debounced search box right after a select) is computed from the old URL and drops the first.
 */
export function useUrlPatches<T>(
  parse: (params: URLSearchParams) => T,
  serialise: (state: T) => Serialised,
): [T, (patch: Partial<T>) => void] {
  const [state, update] = useUrlState(parse, serialise);
  const pending = useRef<Partial<T>>({});
  useEffect(() => {
    // The URL moved on (our navigation landed, or back/forward): nothing is pending any more.
    pending.current = {};
  }, [state]);
  const patch = useCallback(
    (next: Partial<T>) => {
      pending.current = { ...pending.current, ...next };
      update(pending.current);
    },
    [update],
  );
  return [state, patch];
}
