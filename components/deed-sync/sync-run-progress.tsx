"use client";

import { useTranslations } from "next-intl";

import { Num } from "@/components/ui/formatted";
import { useFormat } from "@/components/ui/use-format";
import type { SyncRun } from "@/lib/deeds/sync/schemas";

/** Deeds that a worker is done with (whatever became of them). */
export const doneOf = ({ counts }: Pick<SyncRun, "counts">) =>
  counts.changed + counts.unchanged + counts.failed + counts.synced;

/**
 * The run's progress bar (role="progressbar", its value in words too) and the count of each
 * outcome. While a stale run is still listing its deeds, the total grows: the bar says so.
 */
export function SyncRunProgress({ run }: { run: SyncRun }) {
  const t = useTranslations("deedSync");
  const format = useFormat();
  const done = doneOf(run);
  const total = run.counts.total;
  const percent = total ? Math.round((done / total) * 100) : run.listed ? 100 : 0;
  const text = run.listed
    ? t("run.progressText", {
        done: format.number(done),
        total,
        shown: format.number(total),
      })
    : t("run.listing", { count: total });
  const counts = ["changed", "unchanged", "failed", "synced", "pending"] as const;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium" id="sync-progress-label">
          {t("run.progressLabel")}
        </span>
        <span aria-hidden className="tabular-nums">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="sync-progress-label"
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={run.listed ? done : undefined}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {counts
          .filter((c) => c !== "synced" || run.counts.synced > 0)
          .map((c) => (
            <div key={c} className="flex items-baseline gap-2">
              <dt className="text-muted-fg">{t(`counts.${c}`)}</dt>
              <dd className="font-medium">
                <Num value={run.counts[c]} />
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
