"use client";

import type { UseQueryResult } from "@tanstack/react-query";

import { ErrorState } from "./error-state";

type RefetchableQuery = Pick<UseQueryResult<unknown>, "error" | "refetch" | "isFetching">;

/** A failed query's message, with a Retry that fetches it again. */
export function QueryError({ query }: { query: RefetchableQuery }) {
  return (
    <ErrorState
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
