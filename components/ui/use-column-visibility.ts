"use client";

import type { OnChangeFn, VisibilityState } from "./table-columns";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";

import { columnParams, visibleColumns, type ListColumns } from "@/lib/list-params/columns";

/**
 * A table's column visibility: in the URL (`hide`, `show`) for a list page, so that a reload, a
 * link and a saved view show the same columns; in the component for any other table. Changing
 * the columns replaces the history entry, as typing in a filter does.
 */
export function useColumnVisibility(
  columns: ListColumns | undefined,
  initial: VisibilityState | undefined,
): [VisibilityState, OnChangeFn<VisibilityState>] {
  const [local, setLocal] = useState<VisibilityState>(initial ?? {});
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const key = search.toString();

  const fromUrl = useMemo(() => {
    if (!columns) return null;
    const shown = visibleColumns(columns, new URLSearchParams(key));
    return Object.fromEntries(columns.optional.map((id) => [id, shown.includes(id)]));
  }, [columns, key]);

  const change: OnChangeFn<VisibilityState> = useCallback(
    (updater) => {
      if (!columns || !fromUrl) return setLocal(updater);
      const next = typeof updater === "function" ? updater(fromUrl) : updater;
      const shown = columns.optional.filter((id) => next[id] !== false);
      // The address as it is now: a filter typed a moment ago may not be in `key` yet.
      const query = new URLSearchParams(window.location.search);
      const { hide, show } = columnParams(columns, shown);
      for (const [name, value] of Object.entries({ hide, show })) {
        if (value) query.set(name, value);
        else query.delete(name);
      }
      const text = query.toString();
      router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    },
    [columns, fromUrl, pathname, router],
  );
  return [fromUrl ?? local, change];
}
