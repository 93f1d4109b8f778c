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
  // The filters this box asked for that the URL does not show yet, oldest first. One of them
  // landing is the box's own: it holds that text already, or what was typed since, which a
  // person typing on after a pause would otherwise lose.
  const [asked, setAsked] = useState<(string | undefined)[]>([]);
  if (shown !== value) {
    setShown(value);
    const ours = asked.indexOf(value);
    if (ours >= 0) {
      setAsked(asked.slice(ours + 1));
    } else {
      // The URL changed without the box (back button, a link): show its filter.
      setAsked([]);
      if ((value ?? "") !== text.trim()) setText(value ?? "");
    }
  }
  const send = (next: string | undefined) => {
    if (next !== value) setAsked((list) => (list.at(-1) === next ? list : [...list, next]));
    apply(next);
  };
  const debounced = useDebouncedCallback((next: string) => send(next.trim() || undefined), 300);
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
      send(undefined);
    },
  };
}
