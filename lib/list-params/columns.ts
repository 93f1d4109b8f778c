// Which of a list's columns are shown, kept in the URL beside its filters so that a reload, a
// shared link and a saved view show the same table. Only the difference from the list's
// defaults is written: `hide=owner_id,region` for columns shown by default, `show=city` for
// columns hidden by default; a list with its default columns has neither.

export type ListColumns = {
  /** The columns a person may show or hide, in the table's order (the rest are always shown). */
  optional: readonly string[];
  /** Those of them hidden until asked for. */
  hidden: readonly string[];
};

const idsIn = (text: string | null): Set<string> =>
  new Set(text?.split(",").map((id) => id.trim()) ?? []);

/** The optional columns shown by default, in the table's order. */
export function defaultColumns(columns: ListColumns): string[] {
  return columns.optional.filter((id) => !columns.hidden.includes(id));
}

/** The optional columns the URL shows, in the table's order; unknown names are ignored. */
export function visibleColumns(columns: ListColumns, params: URLSearchParams): string[] {
  const hide = idsIn(params.get("hide"));
  const show = idsIn(params.get("show"));
  return columns.optional.filter((id) =>
    columns.hidden.includes(id) ? show.has(id) : !hide.has(id),
  );
}

/** The URL's `hide` and `show` for these visible columns (undefined when at their default). */
export function columnParams(
  columns: ListColumns,
  visible: readonly string[],
): { hide: string | undefined; show: string | undefined } {
  const on = new Set(visible);
  const hide = defaultColumns(columns).filter((id) => !on.has(id));
  const show = columns.hidden.filter((id) => on.has(id));
  return { hide: hide.join(",") || undefined, show: show.join(",") || undefined };
}
