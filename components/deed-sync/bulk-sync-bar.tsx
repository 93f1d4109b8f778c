"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Link } from "@/components/ui/link";
import type { DeedSelection } from "./use-deed-selection";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import type { StartSyncRun } from "@/lib/deeds/sync/schemas";
import { paths } from "@/lib/paths";
import { isApiError } from "@/lib/query/api-error";
import { useStartSyncRun } from "@/lib/deeds/sync/queries";

/** Above this many deeds, the confirmation also says how long the run may take. */
const LARGE_RUN = 100;

type BulkSyncBarProps = {
  selection: DeedSelection;
  /** "Not synced within N days", when the list is filtered by it alone. */
  stale: { days: number; total: number } | null;
  /** UPSTREAM_BACKGROUND_RPS: the fastest pace the run can keep (for the estimate). */
  rps: number;
};

/** Admins: sync the picked deeds, or every stale one, as a background run; then open the run. */
export function BulkSyncBar({ selection, stale, rps }: BulkSyncBarProps) {
  const t = useTranslations("deedSync");
  const ruleMessage = useRuleMessage();
  const router = useRouter();
  const start = useStartSyncRun();
  const [asking, setAsking] = useState<"selected" | "stale" | null>(null);
  const { picked } = selection;
  const count = asking === "stale" ? (stale?.total ?? 0) : picked.size;

  const run = async () => {
    const body: StartSyncRun =
      asking === "stale" && stale
        ? { scope: "stale", days: stale.days }
        : {
            scope: "selected",
            deeds: [...picked.values()].map(({ synced_at, ...deed }) => ({
              ...deed,
              // Absent when upstream does not say: then a crash mid-sync cannot be told apart.
              ...(synced_at === undefined ? {} : { synced_at }),
            })),
          };
    try {
      const { data } = await start.mutateAsync(body);
      setAsking(null);
      if (body.scope === "selected") selection.clear();
      router.push(paths.syncRun(data.id));
    } catch (error) {
      setAsking(null);
      toast.error(t("confirm.failed"), {
        description: isApiError(error) ? ruleMessage(error.message) : undefined,
      });
    }
  };

  return (
    <section
      aria-label={t("bar.label")}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm"
    >
      <span aria-live="polite">{t("bar.selected", { count: picked.size })}</span>
      <Button size="sm" disabled={!picked.size} onClick={() => setAsking("selected")}>
        <RefreshCw aria-hidden />
        {t("bar.syncSelected")}
      </Button>
      {picked.size ? (
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          {t("bar.clear")}
        </Button>
      ) : null}
      {stale && stale.total > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setAsking("stale")}>
          <RefreshCw aria-hidden />
          {t("bar.syncStale", { count: stale.total })}
        </Button>
      ) : null}
      <Link
        href={paths.syncRuns()}
        className="ms-auto text-primary underline-offset-4 hover:underline"
      >
        {t("bar.runs")}
      </Link>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={
          asking === "stale" && stale
            ? t("confirm.staleTitle", { count, days: stale.days })
            : t("confirm.selectedTitle", { count })
        }
        description={t("confirm.description")}
        confirmLabel={t("confirm.confirm")}
        onConfirm={run}
        pending={start.isPending}
      >
        {count > LARGE_RUN ? (
          <p className="text-sm font-medium">
            {t("confirm.large", { minutes: Math.ceil(count / rps / 60) })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
