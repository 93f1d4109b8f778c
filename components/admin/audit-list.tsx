"use client";

import { ScrollText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";

import { useAuditColumns } from "./audit-columns";
import { AuditDetail } from "./audit-detail";
import { AuditFilters } from "./audit-filters";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { useUrlState } from "@/components/ui/use-url-state";
import { auditListShape } from "@/lib/users/list-shape";
import type { AuditListState } from "@/lib/users/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { useAuditList, type AuditEntry } from "@/lib/users/audit-queries";

/**
 * The audit log, newest first, filtered and paged in the URL. Read-only. A bulk job's entries are
 * one row (the server groups them) until its own entries are asked for (`groupId`); any row
 * opens its detail panel.
 */
/** `urlState`: the address's state, as the page read it on the server. */
export function AuditList({ urlState }: { urlState: AuditListState }) {
  const t = useTranslations("admin.audit");
  const [params, setParams] = useUrlState(urlState, auditListShape.serialise);
  const query = useAuditList(params);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  // What had the focus when the panel opened (its row's Open button): it gets it back.
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback((entry: AuditEntry) => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setOpen(entry);
  }, []);
  const showGroup = useCallback(
    (groupId: string | undefined) => {
      setOpen(null);
      setParams({ groupId, page: 1 }, { push: true });
    },
    [setParams],
  );
  const columns = useAuditColumns(onOpen, showGroup);
  const filtered = !!(params.q || params.userId || params.action || params.from || params.to);

  return (
    <div className="space-y-3">
      {params.groupId ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm">
          <p>{t("group.showing")}</p>
          <Button variant="outline" size="sm" onClick={() => showGroup(undefined)}>
            {t("group.back")}
          </Button>
        </div>
      ) : null}
      <ListView
        query={query}
        pageSizeOptions={auditListShape.pageSizes}
        onPageChange={setParams}
        caption={t("tableCaption")}
        columns={columns}
        getRowId={(e) => (e.group ? `group-${e.group.id}` : String(e.id))}
        onRowOpen={onOpen}
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
      <AuditDetail
        entry={open}
        onClose={() => setOpen(null)}
        onShowGroup={showGroup}
        returnFocus={() => opener.current}
      />
    </div>
  );
}
