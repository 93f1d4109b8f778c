import "server-only";

import { json } from "@/lib/http/responses";
import { propertyListQuerySchema } from "@/lib/rental/list-query";
import { readPropertyList } from "@/lib/upstream/normalise";
import { upstream } from "@/lib/upstream/upstream";

// The baseline of `npm run bench`: what a Next route handler costs in this server when it does
// nothing but answer, with the very JSON that GET /api/v1/properties returns (first page, no
// filter). The proxied route's CPU per request is compared with this one's. Upstream is asked
// once per process; no session, no validation, no audit. Built only into the bench's
// build (BENCH_ROUTES=1 npm run build: app/api/bench/*/route.bench.ts).

let firstPage: Promise<unknown> | null = null;

function loadFirstPage(): Promise<unknown> {
  firstPage ??= upstream()
    .request({ method: "GET", path: "/properties", query: propertyListQuerySchema.parse({}) })
    .then((answer) => readPropertyList(answer.body))
    .catch((error: unknown) => {
      firstPage = null; // try again on the next request
      throw error;
    });
  return firstPage;
}

export async function barePropertiesResponse(): Promise<Response> {
  return json(await loadFirstPage());
}
