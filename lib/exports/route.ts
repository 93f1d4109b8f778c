import "server-only";

import type { AnyEndpoint } from "@/lib/http/endpoint";
import type { RouteHandler } from "@/lib/http/handler";
import { ownRoute } from "@/lib/http/route";

import type { ExportFormat } from "./formats";
import { exportResponse } from "./respond";
import type { ExportSource } from "./source";

/** An export route: the row's permission and format check, then the list's file streamed. */
export function exportRoute<R>(endpoint: AnyEndpoint, source: ExportSource<R>): RouteHandler {
  return ownRoute(endpoint, ({ user, req, query, requestId }) =>
    exportResponse(source, {
      user,
      req,
      format: (query as { format: ExportFormat }).format,
      requestId,
    }),
  );
}
