"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { SyncRun, SyncRunStatus } from "@/lib/deeds/sync/schemas";

const VARIANT = {
  queued: "outline",
  running: "primary",
  paused: "warning",
  cancelled: "neutral",
  done: "success",
  failed: "destructive",
} as const satisfies Record<SyncRunStatus, string>;

export function SyncRunStatusBadge({ status }: { status: SyncRunStatus }) {
  const t = useTranslations("deedSync");
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** "Picked deeds" or "Not synced within 30 days". */
export function useScopeText() {
  const t = useTranslations("deedSync.scope");
  return (run: Pick<SyncRun, "scope" | "staleDays">) =>
    run.scope === "stale" ? t("stale", { days: run.staleDays ?? 0 }) : t("selected");
}
