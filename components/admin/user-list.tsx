"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";

import { useUserColumns } from "./user-columns";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { SearchInput } from "@/components/ui/search-input";
import { useSearchText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import { userListShape } from "@/lib/users/list-shape";
import type { UserListState } from "@/lib/users/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { useUserList } from "@/lib/users/queries";

/** The dashboard's users, searchable by name or email, with their actions. */
export function UserList({
  urlState,
  currentUserId,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: UserListState;
  currentUserId: string;
}) {
  const t = useTranslations("admin.users");
  const [params, setParams] = useUrlState(urlState, userListShape.serialise);
  const query = useUserList(params);
  const columns = useUserColumns(currentUserId);
  const search = useSearchText(params.q, (q) => setParams({ q, page: 1 }));

  return (
    <ListView
      query={query}
      pageSizeOptions={userListShape.pageSizes}
      onPageChange={setParams}
      caption={t("tableCaption")}
      columns={columns}
      getRowId={(u) => u.id}
      list={viewPage(userListShape, params)}
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
