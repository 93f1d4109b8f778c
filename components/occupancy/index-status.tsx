"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { DateTimeText } from "@/components/ui/formatted";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { useRefreshOccupancy } from "@/lib/occupancy/queries";
import type { RefreshState } from "@/lib/occupancy/schemas";
import { isApiError } from "@/lib/query/api-error";
import { useRuleMessage } from "@/components/ui/use-rule-message";

/**
 * When the units index was last refreshed from the rental service, and (managers and admins) a
 * button that starts a refresh; while one runs, the readers ask again every few seconds.
 */
export function IndexStatus({
  refresh,
  canRefresh,
}: {
  refresh: RefreshState;
  canRefresh: boolean;
}) {
  const t = useTranslations("occupancy.index");
  const format = useFormat();
  const ruleMessage = useRuleMessage();
  const mutation = useRefreshOccupancy();
  const running = refresh.running_since !== null;
  const refreshedLine = (at: string) =>
    t.rich("refreshedAt", {
      when: () => <DateTimeText value={at} />,
      properties: format.number(refresh.properties ?? 0),
      units: format.number(refresh.units ?? 0),
    });
  // The line a finished refresh shows is longer than the others (on a phone it takes two or
  // three lines): while another shows, it keeps its room, unseen, so that nothing below moves
  // when a refresh ends. Its instant is the last refresh's, or the running one's start.
  const roomAt = refresh.refreshed_at ?? refresh.running_since ?? refresh.failed_at;
  const start = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ data }) =>
        data.started ? toast.success(t("started")) : toast(t("alreadyRunning")),
      onError: (error) =>
        toast.error((isApiError(error) && ruleMessage(error.message)) || t("refreshFailed")),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-fg">
      <p role="status" className="grid">
        <span className="[grid-area:1/1]">
          {running
            ? t("running")
            : refresh.refreshed_at
              ? refreshedLine(refresh.refreshed_at)
              : t("never")}
          {!running && refresh.failure ? <> {t("failed", { code: refresh.failure })}</> : null}
        </span>
        {roomAt && (running || !refresh.refreshed_at) ? (
          <span aria-hidden className="invisible [grid-area:1/1]">
            {refreshedLine(roomAt)}
          </span>
        ) : null}
      </p>
      {canRefresh ? (
        <Button
          variant="outline"
          size="sm"
          onClick={start}
          disabled={running || mutation.isPending}
        >
          <RefreshCw aria-hidden className={running ? "size-4 animate-spin" : "size-4"} />
          {t("refresh")}
        </Button>
      ) : null}
    </div>
  );
}
