import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/api/page-query";
import type { FieldErrors } from "@/lib/rental/errors";
import { msg, parseMsg } from "@/lib/rental/messages";

import type { ListColumns } from "./columns";
import type { ListId } from "./list-ids";

// One definition of a list page's URL state (filters, sort, page, page size) for every list.
// Each value is read with a schema taken from the server's query schema for that list, so the
// page never sends a value the server would refuse: a value that does not parse falls back to
// its default instead of failing the page. Defaults are left out of the URL. The same definition
// checks and writes a saved view's parameters (view-state.ts), and names the table's columns a
// person may hide (columns.ts).

/** One filter kept in the URL. */
type Filter<T> = {
  /** The server's schema for the value (or one built from the same pieces). */
  schema: z.core.$ZodType<T, unknown>;
  /** Its name in the URL when it differs from the state's. */
  url?: string;
  /** The value when the URL has none (also left out of the URL). */
  fallback?: T;
  /** The URL's text for a value; undefined leaves it out. */
  write?: (value: T) => string | number | undefined;
};

// `any`: each filter has a value type of its own; ValueOf below reads it back per key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Filters = Record<string, Filter<any>>;
type ValueOf<F> = F extends Filter<infer T> ? T : never;
type WithFallback<F extends Filters> = {
  [K in keyof F as F[K] extends { fallback: unknown } ? K : never]: ValueOf<F[K]>;
};
type WithoutFallback<F extends Filters> = {
  [K in keyof F as F[K] extends { fallback: unknown } ? never : K]?: ValueOf<F[K]>;
};

export type ListState<F extends Filters, S extends string = string> = WithFallback<F> &
  WithoutFallback<F> & { page: number; pageSize: number; sort?: S };

export type ListParams<F extends Filters, S extends string> = {
  id: ListId;
  columns: ListColumns;
  pageSizes: readonly number[];
  parse: (params: URLSearchParams) => ListState<F, S>;
  serialise: (state: ListState<F, S>) => Record<string, string | number | undefined>;
  /** A sort the table asks for, if the server takes it. */
  sortFrom: (value: string | undefined) => S | undefined;
  /** Whether any filter differs from its default (for "no results for this filter"). */
  hasFilters: (state: ListState<F, S>) => boolean;
  /**
   * The URL's filters, sort and page size as a saved view keeps them: read as the page reads
   * them and written as the page writes them (defaults and the page number left out).
   */
  viewParams: (params: URLSearchParams) => Record<string, string>;
  /** What is wrong with a saved view's parameters, by name: one the page does not read, or a value it would drop. */
  paramIssues: (params: Record<string, string>) => FieldErrors;
};

export function defineListParams<F extends Filters, S extends string = string>(def: {
  id: ListId;
  /** The table's columns a person may hide; the rest are always shown. */
  columns: { optional: readonly string[]; hidden?: readonly string[] };
  filters: F;
  /** The server's sort schema (`field:asc|desc`). */
  sort?: z.core.$ZodType<S | undefined, unknown>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Adjusts values that depend on each other (a party search's text on its field). */
  finish?: (state: ListState<F, S>) => ListState<F, S>;
}): ListParams<F, S> {
  const entries = Object.entries(def.filters);
  const read = <T>(schema: z.core.$ZodType<T, unknown>, raw: string | null): T | undefined => {
    const text = raw?.trim();
    if (!text) return undefined;
    const parsed = z.safeParse(schema, text);
    return parsed.success ? parsed.data : undefined;
  };
  const isDefault = (filter: Filter<unknown>, value: unknown) =>
    value === undefined || value === filter.fallback;
  const byUrl = new Map(entries.map(([name, filter]) => [filter.url ?? name, filter]));
  // A value the page would drop, in the words of the rule that drops it where it has some.
  const problem = (schema: z.core.$ZodType<unknown, unknown> | undefined, text: string) => {
    if (!schema) return msg("validation.unknownField");
    const parsed = z.safeParse(schema, text);
    if (parsed.success && parsed.data !== undefined) return null;
    const message = parsed.error?.issues[0]?.message ?? "";
    return parseMsg(message) ? message : msg("validation.listValue");
  };
  const checkParam = (name: string, text: string): string | null => {
    if (name === "page" || !text) return null; // a view has no page; empty is no filter
    if (name === "pageSize")
      return def.pageSizes.includes(Number(text))
        ? null
        : msg("validation.oneOf", { values: def.pageSizes.join(", ") });
    return problem(name === "sort" ? def.sort : byUrl.get(name)?.schema, text);
  };

  const list: ListParams<F, S> = {
    id: def.id,
    columns: { optional: def.columns.optional, hidden: def.columns.hidden ?? [] },
    pageSizes: def.pageSizes,
    parse(params) {
      const state: Record<string, unknown> = {};
      for (const [name, filter] of entries) {
        state[name] = read(filter.schema, params.get(filter.url ?? name)) ?? filter.fallback;
      }
      const pageSize = read(pageQueryShape.pageSize, params.get("pageSize"));
      const parsed = {
        ...state,
        page: read(pageQueryShape.page, params.get("page")) ?? 1,
        pageSize:
          pageSize !== undefined && def.pageSizes.includes(pageSize)
            ? pageSize
            : def.defaultPageSize,
        sort: def.sort ? read(def.sort, params.get("sort")) : undefined,
      } as ListState<F, S>; // each key was read with its own filter's schema above
      return def.finish ? def.finish(parsed) : parsed;
    },
    serialise(state) {
      const values: Record<string, unknown> = state;
      const out: Record<string, string | number | undefined> = {};
      for (const [name, filter] of entries) {
        const value = values[name];
        const url = filter.url ?? name;
        if (isDefault(filter, value)) out[url] = undefined;
        else out[url] = filter.write ? filter.write(value) : String(value);
      }
      out.page = state.page > 1 ? state.page : undefined;
      out.pageSize = state.pageSize !== def.defaultPageSize ? state.pageSize : undefined;
      out.sort = state.sort;
      return out;
    },
    sortFrom: (value) => (def.sort ? read(def.sort, value ?? null) : undefined),
    hasFilters(state) {
      const values: Record<string, unknown> = state;
      return entries.some(([name, filter]) => !isDefault(filter, values[name]));
    },
    viewParams(params) {
      const { page: _page, ...written } = list.serialise(list.parse(params));
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(written))
        if (value !== undefined && value !== "") kept[name] = String(value);
      return kept;
    },
    paramIssues(params) {
      const issues: FieldErrors = {};
      for (const [name, value] of Object.entries(params)) {
        const found = checkParam(name, value.trim());
        if (found) issues[name] = [found];
      }
      return issues;
    },
  };
  return list;
}
