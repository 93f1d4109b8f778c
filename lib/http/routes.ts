import type { AnyEndpoint, Method } from "./endpoint";

// The method and path of every endpoint, typed by its row of the endpoint table: each feature's
// routes.ts lists its own, and its endpoints.ts spreads them into its rows. The browser calls an
// endpoint by its route (lib/query/call-endpoint.ts), so a page does not load zod and every
// schema of the dashboard to send a request: a route carries its row as a type only.

/** A feature's routes as written, before they are typed by its rows. */
export type PlainRoutes = Record<string, { method: Method; path: string }>;

/** An endpoint as the browser calls it: method and path, typed by its row of the table. */
export type Route<E extends AnyEndpoint = AnyEndpoint> = {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the row's type (its schemas) to callEndpoint. */
  readonly endpoint?: E;
};

export type RoutesOf<T extends Record<string, AnyEndpoint>> = {
  readonly [K in keyof T]: Route<T[K]>;
};

/** One key per endpoint: no two endpoints share a method and a path. */
export const routeKey = (route: Pick<Route, "method" | "path">) => `${route.method} ${route.path}`;
