"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";

import { useUserColumns } from "./user-columns";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { SearchInput } from "@/components/ui/search-input";
import { useSearchText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import { userListParams } from "@/lib/list-params/lists";
import { useUserList } from "@/lib/queries/users";

/** The dashboard's users, searchable by name or email, with their actions. */
export function UserList({ currentUserId }: { currentUserId: string }) {
  const t = useTranslations("admin.users");
  const [params, setParams] = useUrlState(userListParams.parse, userListParams.serialise);
  const query = useUserList(params);
  const columns = useUserColumns(currentUserId);
  const search = useSearchText(params.q, (q) => setParams({ q, page: 1 }));

  return (
    <ListView
      query={query}
      pageSizeOptions={userListParams.pageSizes}
      onPageChange={setParams}
      caption={t("tableCaption")}
      columns={columns}
      getRowId={(u) => u.id}
      list={userListParams}
      skeletonRows={4}
      exportList="users"
      toolbar={
        <SearchInput
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          value={search.text}
          onValueChange={search.onValueChange}
        />
      }
      empty={
        <EmptyState
          icon={Users}
          title={params.q ? t("emptyFiltered", { q: params.q }) : t("empty")}
        />
      }
    />
  );
}
