import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Skeleton } from "./skeleton";

/** A detail page while its record loads: placeholder title and blocks, announced as loading. */
export function PageSkeleton({
  eyebrow,
  blocks = [56],
}: {
  eyebrow?: ReactNode;
  blocks?: number[];
}) {
  const t = useTranslations("common");
  return (
    <div aria-busy className="space-y-6">
      <div className="space-y-2">
        {eyebrow ? <div className="text-sm text-muted-fg">{eyebrow}</div> : null}
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <Skeleton className="h-8 w-64 max-w-full" />
      </div>
      {blocks.map((height, i) => (
        <Skeleton key={i} className="w-full" style={{ height: `${height / 4}rem` }} />
      ))}
    </div>
  );
}
