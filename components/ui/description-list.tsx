import type { ReactNode } from "react";

import { cn } from "./cn";

/** Label/value pairs (facts of a record), two columns from the sm breakpoint. */
export function DescriptionList({
  items,
  className,
}: {
  items: readonly { label: ReactNode; value: ReactNode; key?: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>
      {items.map((item, i) => (
        <div key={item.key ?? i} className="min-w-0">
          <dt className="text-xs font-medium text-muted-fg">{item.label}</dt>
          <dd className="mt-1 text-sm break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
