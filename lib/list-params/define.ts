import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import type { FieldErrors } from "@/lib/rental/errors";
import { msg, parseMsg } from "@/lib/rental/messages";

import type { FilterShapes, ListShape } from "./shape";

// How a list page's URL is read, on the server: each filter of the list's shape (shape.ts: its
// names, defaults and page sizes, which the browser writes with) is read with a schema taken
// from the server's query schema for that list, so a page never sends a value the server would
// refuse: a value that does not parse falls back to its default instead of failing the page.
// The same reader checks a saved view's parameters (view-state-check.ts) and reads a stored
// view back (view-state.ts).

/** The server's schema for each filter of a shape. */
type Readers<F extends FilterShapes> = { [K in keyof F]: z.core.$ZodType<unknown, unknown> };
type ValueOf<R, K extends keyof R> = R[K] extends z.core.$ZodType<infer T, unknown> ? T : never;
type WithFallback<F extends FilterShapes, R extends Readers<F>> = {
  [K in keyof F as F[K] extends { fallback: unknown } ? K : never]: ValueOf<R, K>;
};
type WithoutFallback<F extends FilterShapes, R extends Readers<F>> = {
  [K in keyof F as F[K] extends { fallback: unknown } ? never : K]?: ValueOf<R, K>;
};

export type ListState<
  F extends FilterShapes,
  R extends Readers<F>,
  S extends string = string,
> = WithFallback<F, R> & WithoutFallback<F, R> & { page: number; pageSize: number; sort?: S };

export type ListParams<
  F extends FilterShapes,
  R extends Readers<F>,
  S extends string,
> = ListShape<F> & {
  /** The state of an address (any query string: what does not parse is its default). */
  parse: (params: URLSearchParams) => ListState<F, R, S>;
  /**
   * The URL's filters, sort and page size as a saved view keeps them: read as the page reads
   * them and written as the page writes them (defaults and the page number left out).
   */
  viewParams: (params: URLSearchParams) => Record<string, string>;
  /** What is wrong with a saved view's parameters, by name: one the page does not read, or a value it would drop. */
  paramIssues: (params: Record<string, string>) => FieldErrors;
};

export function defineListParams<
  F extends FilterShapes,
  R extends Readers<F>,
  S extends string = string,
>(
  shape: ListShape<F, string>,
  def: {
    /** Each filter's schema, from the server's query schema for the list. */
    read: R;
    /** The server's sort schema (`field:asc|desc`). */
    sort?: z.core.$ZodType<S | undefined, unknown>;
    /** Adjusts values that depend on each other (a party search's text on its field). */
    finish?: (state: ListState<F, R, S>) => ListState<F, R, S>;
  },
): ListParams<F, R, S> {
  const entries = Object.entries(shape.filters);
  const read = <T>(schema: z.core.$ZodType<T, unknown>, raw: string | null): T | undefined => {
    const text = raw?.trim();
    if (!text) return undefined;
    const parsed = z.safeParse(schema, text);
    return parsed.success ? parsed.data : undefined;
  };
  // Each filter's schema by its name in the URL (a saved view keeps URL names).
  const byUrl = new Map(entries.map(([name, filter]) => [filter.url ?? name, def.read[name]]));
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
      return shape.pageSizes.includes(Number(text))
        ? null
        : msg("validation.oneOf", { values: shape.pageSizes.join(", ") });
    return problem(name === "sort" ? def.sort : byUrl.get(name), text);
  };

  const parse = (params: URLSearchParams) => {
    const state = Object.fromEntries(
      entries.map(([name, filter]) => [
        name,
        read(def.read[name]!, params.get(filter.url ?? name)) ?? filter.fallback,
      ]),
    );
    const pageSize = read(pageQueryShape.pageSize, params.get("pageSize"));
    const parsed = {
      ...state,
      page: read(pageQueryShape.page, params.get("page")) ?? 1,
      pageSize:
        pageSize !== undefined && shape.pageSizes.includes(pageSize)
          ? pageSize
          : shape.defaultPageSize,
      sort: def.sort ? read(def.sort, params.get("sort")) : undefined,
    } as ListState<F, R, S>; // each key was read with its own filter's schema above
    return def.finish ? def.finish(parsed) : parsed;
  };

  return {
    ...shape,
    parse,
    viewParams: (params) => shape.viewParamsOf(parse(params)),
    paramIssues(params) {
      // The names are the request's: fromEntries makes each an own key, `constructor` too.
      return Object.fromEntries(
        Object.entries(params).flatMap(([name, value]) => {
          const found = checkParam(name, value.trim());
          return found ? [[name, [found]]] : [];
        }),
      );
    },
  };
}
