"use client";

import { useState } from "react";

import { useDebouncedCallback } from "./use-debounced-callback";

/**
 * How a filter reads its box: the value to filter by, undefined for no filter (an empty box), or
 * null for text the filter does not take (nothing is sent; the box keeps it).
 */
export type ReadFilterText<V> = (text: string) => V | undefined | null;

/**
 * A filter box kept in the URL: the box shows what is typed at once; `apply` (the URL, and so
 * the request) follows 300 ms later with what `read` makes of the text.
 */
export function useFilterText<V extends string | number>(
  value: V | undefined,
  apply: (value: V | undefined) => void,
  read: ReadFilterText<V>,
) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const [shown, setShown] = useState(value);
  // The filters this box asked for that the URL does not show yet, oldest first. One of them
  // landing is the box's own: it holds that text already (in the person's own digits, say), or
  // what was typed since, which a person typing on after a pause would otherwise lose.
  const [asked, setAsked] = useState<(V | undefined)[]>([]);
  if (shown !== value) {
    setShown(value);
    const ours = asked.indexOf(value);
    if (ours >= 0) {
      setAsked(asked.slice(ours + 1));
    } else {
      // The URL changed without the box (back button, a link): show its filter.
      setAsked([]);
      if (read(text) !== value) setText(value === undefined ? "" : String(value));
    }
  }
  const send = (next: V | undefined) => {
    if (next !== value) setAsked((list) => (list.at(-1) === next ? list : [...list, next]));
    apply(next);
  };
  const debounced = useDebouncedCallback((next: string) => {
    const filter = read(next);
    if (filter !== null) send(filter);
  }, 300);
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

const readSearch: ReadFilterText<string> = (text) => text.trim() || undefined;

/** A search box kept in the URL: the filter is the trimmed text, none for an empty box. */
export function useSearchText(
  value: string | undefined,
  apply: (value: string | undefined) => void,
) {
  return useFilterText(value, apply, readSearch);
}
