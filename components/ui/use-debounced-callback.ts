"use client";

import { useCallback, useEffect, useRef } from "react";

/** `fn`, called only after `delay` ms without another call (typing in a filter, say). */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delay: number,
): { run: (...args: A) => void; cancel: () => void } {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = fn;
  }, [fn]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [cancel, delay],
  );
  return { run, cancel };
}
