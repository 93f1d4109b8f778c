import type { BenchContext } from "./context";
import type { PageRoute } from "./results";

/** The concrete URL of a page route, with records of the demo data for its parameters. */
export function pageUrl(ctx: BenchContext, route: PageRoute): string {
  const concrete = route
    .replace("[documentNumber]", ctx.sample.documentNumber)
    .replace("[id]", String(ctx.sample.unitId));
  const query = route === "/units/[id]" ? `?property=${ctx.sample.documentNumber}` : "";
  return `${ctx.dashboard.url}${concrete}${query}`;
}
