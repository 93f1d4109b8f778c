"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { useUserColumns } from "./user-columns";
import { PAGE_SIZES, parseUserListParams, serialiseUserListParams } from "./user-list-params";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useUrlState } from "@/components/ui/use-url-state";
import { useUserList } from "@/lib/queries/users";

/** The dashboard's users, searchable by name or email, with their actions. */
export function UserList({ currentUserId }: { currentUserId: string }) {
  const t = useTranslations("admin.users");
  const [params, setParams] = useUrlState(parseUserListParams, serialiseUserListParams);
  const query = useUserList(params);
  const columns = useUserColumns(currentUserId);
  const [text, setText] = useState(params.q ?? "");
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    if ((params.q ?? "") !== text.trim()) setText(params.q ?? "");
  }
  const applyQ = useDebouncedCallback((q: string) => {
    setParams({ q: q.trim() || undefined, page: 1 });
  }, 300);
  const pagination = query.data?.meta.pagination;

  if (query.isError && !query.data) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      data={query.data?.data ?? []}
      getRowId={(u) => u.id}
      initialColumnVisibility={{ passwordChangedAt: false }}
      isLoading={query.isPending}
      skeletonRows={4}
      csvFileName="users"
      toolbar={
        <SearchInput
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          value={text}
          onValueChange={(value) => {
            setText(value);
            applyQ.run(value);
          }}
        />
      }
      empty={
        <EmptyState
          icon={Users}
          title={params.q ? t("emptyFiltered", { q: params.q }) : t("empty")}
        />
      }
      footer={
        pagination && pagination.total > 0 ? (
          <Pagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            pageSize={pagination.pageSize}
            total={pagination.total}
            pageSizeOptions={PAGE_SIZES}
            onPageChange={(page) => setParams({ page })}
            onPageSizeChange={(pageSize) => setParams({ pageSize, page: 1 })}
          />
        ) : null
      }
    />
  );
}
