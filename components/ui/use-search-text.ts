"use client";

import { useState } from "react";

import { useDebouncedCallback } from "./use-debounced-callback";

/**
 * A search box kept in the URL: the box shows what is typed at once; `apply` (the URL, and so
 * the request) follows 300 ms later with the trimmed text, or undefined for an empty box.
 */
export function useSearchText(
  value: string | undefined,
  apply: (value: string | undefined) => void,
) {
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed without typing (back button, a link): show its filter.
    setShown(value);
    if ((value ?? "") !== text.trim()) setText(value ?? "");
  }
  const debounced = useDebouncedCallback((next: string) => apply(next.trim() || undefined), 300);
  return {
    text,
    onValueChange: (next: string) => {
      setText(next);
      debounced.run(next);
    },
    /** Empties the box and the filter at once, dropping any change still waiting. */
    clear: () => {
      debounced.cancel();
      setText("");
      apply(undefined);
    },
  };
}
