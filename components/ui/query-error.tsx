"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";

import { Link } from "@/components/ui/link";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";
import { isApiError } from "@/lib/query/api-error";

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

/**
 * A detail page's failed query: a 404 is "no such record" with a way back (retrying cannot
 * help); anything else is the error with a Retry.
 */
export function RecordQueryError({
  query,
  notFound,
}: {
  query: RefetchableQuery;
  notFound: { title: string; description?: string; backHref: string; backLabel: string };
}) {
  if (!isApiError(query.error) || query.error.status !== 404) return <QueryError query={query} />;
  return (
    <EmptyState
      icon={SearchX}
      title={notFound.title}
      description={notFound.description}
      action={
        <Button asChild variant="outline">
          <Link href={notFound.backHref}>{notFound.backLabel}</Link>
        </Button>
      }
    />
  );
}
