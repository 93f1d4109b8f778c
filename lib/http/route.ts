import "server-only";

import type { z } from "zod";

import type { EndpointDef } from "@/lib/http/endpoint";
import { apiRoute, type HandleArgs, type RouteHandler } from "@/lib/http/handler";

type Schema = z.core.$ZodType | undefined;

/**
 * A route handler for one of the dashboard's own endpoints (own-endpoints.ts): permission and
 * schemas come from its row of the endpoint table, the handler does the work.
 */
export function ownRoute<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.core.$ZodType,
>(
  endpoint: EndpointDef<P, Q, B, R>,
  handle: (args: HandleArgs<P, Q, B>) => Promise<Response>,
): RouteHandler {
  return apiRoute<P, Q, B>({
    permission: endpoint.permission,
    allowRestricted: endpoint.allowRestricted,
    // A file (an export) is for the dashboard's own pages: another site may not start one.
    sameOriginOnly: endpoint.files !== undefined,
    stepUp: endpoint.stepUp,
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    handle,
  });
}
