"use client";

import { ScrollText } from "lucide-react";
import { useTranslations } from "next-intl";

import { useAuditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import { auditListShape } from "@/lib/users/list-shape";
import type { AuditListState } from "@/lib/users/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { useAuditList } from "@/lib/users/audit-queries";

/** The audit log, newest first, filtered and paged in the URL. Read-only. */
/** `urlState`: the address's state, as the page read it on the server. */
export function AuditList({ urlState }: { urlState: AuditListState }) {
  const t = useTranslations("admin.audit");
  const [params, setParams] = useUrlState(urlState, auditListShape.serialise);
  const query = useAuditList(params);
  const columns = useAuditColumns();
  const filtered = !!(params.q || params.userId || params.action || params.from || params.to);

  return (
    <ListView
      query={query}
      pageSizeOptions={auditListShape.pageSizes}
      onPageChange={setParams}
      caption={t("tableCaption")}
      columns={columns}
      getRowId={(e) => String(e.id)}
      list={viewPage(auditListShape, params)}
      exportList="audit"
      toolbar={<AuditFilters params={params} onChange={setParams} />}
      empty={
        <EmptyState
          icon={ScrollText}
          title={filtered ? t("emptyFiltered.title") : t("empty.title")}
          description={filtered ? t("emptyFiltered.description") : t("empty.description")}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() =>
                  setParams({
                    q: undefined,
                    userId: undefined,
                    action: undefined,
                    from: undefined,
                    to: undefined,
                    page: 1,
                  })
                }
              >
                {t("emptyFiltered.clear")}
              </Button>
            ) : null
          }
        />
      }
    />
  );
}
