"use client";

import { Download, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "./button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { toast } from "./toaster";
import { useExport, type ExportOutcome, type ExportProgress } from "./use-export";
import type { ExportList } from "@/lib/exports/formats";

/**
 * The toolbar's Export menu: every row matching the page's filters, as CSV or Excel; `params`
 * in place of the page's URL for a list that is part of a page (a property's units).
 */
export function ExportMenu({
  list,
  params,
}: {
  list: ExportList;
  params?: Record<string, string>;
}) {
  const t = useTranslations("exports");
  const search = useSearchParams();
  const onDone = (outcome: ExportOutcome) => {
    if (outcome.kind === "saved") toast.success(t("done", { file: outcome.fileName }));
    else if (outcome.kind === "cancelled") toast(t("cancelled"));
    else toast.error(outcome.message ?? t("failed"));
  };
  const { progress, start, cancel } = useExport(list, onDone);
  const query = () => new URLSearchParams(params ?? search);

  if (progress) return <ExportStatus progress={progress} onCancel={cancel} />;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download aria-hidden />
          {t("menu")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => start("csv", query())}>{t("csv")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => start("xlsx", query())}>{t("xlsx")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function useSecondsSince(startedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1_000));
}

/** A CSV counts its rows against the total; an Excel file shows the time it has taken. */
function ExportStatus({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const t = useTranslations("exports");
  const seconds = useSecondsSince(progress.startedAt);
  const { rows, total } = progress;
  const counted = rows !== null && total > 0;
  const text = counted ? t("rows", { done: rows, total }) : t("elapsed", { seconds, total });
  return (
    <div className="flex items-center gap-2" aria-live="polite">
      <div
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={counted ? 0 : undefined}
        aria-valuemax={counted ? total : undefined}
        aria-valuenow={counted ? rows : undefined}
        aria-valuetext={text}
        className="h-2 w-32 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={counted ? "h-full bg-primary" : "h-full w-1/3 animate-pulse bg-primary"}
          style={counted ? { width: `${Math.min(100, (rows / total) * 100)}%` } : undefined}
        />
      </div>
      <span className="text-xs text-muted-fg tabular-nums">{text}</span>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <X aria-hidden />
        {t("cancel")}
      </Button>
    </div>
  );
}
