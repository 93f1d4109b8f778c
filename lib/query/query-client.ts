import { QueryClient } from "@tanstack/react-query";

import { isApiError } from "./api-error";

// The server already retries idempotent upstream calls, so the browser retries a query at
// most once, only for errors that might pass (network, 5xx), and never a mutation.
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error) && error.isClientError) return false;
  return true;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // No gcTime: react-query's default keeps an unused query 5 minutes in the browser and
        // sets no removal timer on the server, where this client lives for one request (the
        // provider renders there too). A 5-minute timer per query kept every request's cache,
        // and the request with it, alive for 5 minutes (components/layout/query-provider.test.ts).
        retry: shouldRetryQuery,
        retryDelay: 1_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
