"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

// Which link navigations are on their way (components/ui/link.tsx reports them), so that the
// main region can show a skeleton while the next page renders on the server. Pages are not
// wrapped in a route-level loading.tsx: that Suspense boundary made every first load stream its
// content behind the shell, and React reveals streamed content up to 300 ms after the shell's
// first paint — late for the person, and for Lighthouse's LCP (bench/findings.md).

type State = { pending: number; listeners: Set<() => void> };

// One store per page, whichever bundle's copy of this module runs.
const KEY = Symbol.for("rental-desk.navigation-pending");
const scope = globalThis as typeof globalThis & { [KEY]?: State };
const state = (scope[KEY] ??= { pending: 0, listeners: new Set() });

function notify() {
  for (const listener of state.listeners) listener();
}

/** Marks one navigation as on its way; the returned function marks it done (once). */
export function navigationStarted(): () => void {
  state.pending += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    state.pending -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/**
 * True while a navigation has been on its way for longer than `delayMs`: a page that answers
 * at once never flashes a skeleton.
 */
export function useNavigationPending(delayMs: number): boolean {
  const pending = useSyncExternalStore(
    subscribe,
    () => state.pending > 0,
    () => false,
  );
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [pending, delayMs]);
  return pending && shown;
}
