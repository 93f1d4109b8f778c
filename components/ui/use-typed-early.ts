"use client";

import { useEffect, useEffectEvent, useRef } from "react";

/**
 * For a controlled text input rendered on the server: what a person typed into it before the
 * page came to life (its scripts still on their way) fired no change React saw, and the next
 * render would set the input back to `value`. Once mounted, the input's own text, where it
 * differs, is handed to `onTyped` as if typed then. An input mounted later holds its `value`, so
 * this does nothing there. Returns the ref for the input.
 */
export function useTypedEarly(value: string, onTyped: (text: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const handOn = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onTyped(typed);
  });
  useEffect(() => handOn(), []);
  return input;
}
