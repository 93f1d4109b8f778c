import type { AnyEndpoint, Method } from "./endpoint";
import type { MirrorEndpoints } from "../endpoints-mirror";
import type { OwnEndpoints } from "../endpoints-own";
import { MIRROR_ROUTES, OWN_ROUTES } from "../route-table";

// The method and path of every endpoint (route-table.ts), typed by its row of the endpoint
// tables (mirror-endpoints.ts, own-endpoints.ts), which spread the same routes into their rows.
// The browser calls an endpoint by its route (lib/query/call-endpoint.ts), so a page does not
// load zod and every schema of the dashboard to send a request: a route carries its row as a
// type only.

/** An endpoint as the browser calls it: method and path, typed by its row of the table. */
export type Route<E extends AnyEndpoint = AnyEndpoint> = {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the row's type (its schemas) to callEndpoint. */
  readonly endpoint?: E;
};

type RoutesOf<T extends Record<string, AnyEndpoint>> = { readonly [K in keyof T]: Route<T[K]> };
export const mirrorRoutes: RoutesOf<MirrorEndpoints> = MIRROR_ROUTES;
export const ownRoutes: RoutesOf<OwnEndpoints> = OWN_ROUTES;

/** One key per endpoint: no two endpoints share a method and a path. */
export const routeKey = (route: Pick<Route, "method" | "path">) => `${route.method} ${route.path}`;
