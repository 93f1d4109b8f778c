"use client";

import type { UseQueryResult } from "@tanstack/react-query";

import { DataTable, type DataTableProps } from "./data-table";
import { Pagination } from "./pagination";
import { QueryError } from "./query-error";
import type { ListEnvelope, Pagination as PageMeta } from "@/lib/rental/records";

/** A move to another page, or to another page size (which starts again at page 1). */
export type PageChange = { page: number; pageSize?: number };

/** Page controls for a server-paged list; nothing while the list is empty or not loaded. */
export function ListPagination({
  pagination,
  pageSizeOptions,
  onChange,
}: {
  pagination: PageMeta | undefined;
  pageSizeOptions: readonly number[];
  onChange: (change: PageChange) => void;
}) {
  if (!pagination || pagination.total === 0) return null;
  return (
    <Pagination
      page={pagination.page}
      pageCount={pagination.pageCount}
      pageSize={pagination.pageSize}
      total={pagination.total}
      pageSizeOptions={pageSizeOptions}
      onPageChange={(page) => onChange({ page })}
      onPageSizeChange={(pageSize) => onChange({ pageSize, page: 1 })}
    />
  );
}

type ListViewProps<T> = Omit<DataTableProps<T>, "data" | "isLoading" | "footer"> & {
  query: Pick<
    UseQueryResult<ListEnvelope<T>>,
    "data" | "error" | "refetch" | "isFetching" | "isError" | "isPending"
  >;
  pageSizeOptions: readonly number[];
  onPageChange: (change: PageChange) => void;
};

/**
 * One server-paged query as a table with page controls. A failure with nothing loaded yet shows
 * the error instead of the table; a failed refresh keeps the last good page on screen.
 */
export function ListView<T>({ query, pageSizeOptions, onPageChange, ...table }: ListViewProps<T>) {
  if (query.isError && !query.data) return <QueryError query={query} />;
  return (
    <DataTable
      {...table}
      data={query.data?.data ?? []}
      isLoading={query.isPending}
      footer={
        <ListPagination
          pagination={query.data?.meta.pagination}
          pageSizeOptions={pageSizeOptions}
          onChange={onPageChange}
        />
      }
    />
  );
}
