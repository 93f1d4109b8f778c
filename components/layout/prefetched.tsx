import "server-only";

import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";

import type { Prefetch } from "@/lib/upstream/prefetch";

/**
 * Renders `children` with these queries already answered in react-query's cache, so the first
 * HTML holds the rows or the record and the browser takes over without fetching them again
 * (lib/upstream/prefetch.ts pairs the browser's keys with the server's reads). A read that fails here is left to the
 * browser, which asks again and shows the page's error state. A query whose key depends on
 * another's answer comes as a promise (null: nothing to read).
 */
export async function Prefetched({
  queries,
  children,
}: {
  queries: (Prefetch | Promise<Prefetch | null>)[];
  children: ReactNode;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    queries.map(async (query) => {
      const known = await Promise.resolve(query).catch(() => null);
      if (known) await client.prefetchQuery(known);
    }),
  );
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
