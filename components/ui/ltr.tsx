import type { ReactNode } from "react";

import { cn } from "./cn";

/**
 * Isolates left-to-right content (IDs, deed numbers, phones, dates, amounts) so it reads the
 * same inside right-to-left text.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn("tabular-nums", className)}>
      {children}
    </bdi>
  );
}

/** A number formatted for the reader (grouping) and isolated left-to-right. */
export function Num({
  value,
  options,
  className,
}: {
  value: number | null | undefined;
  options?: Intl.NumberFormatOptions;
  className?: string;
}) {
  if (value === null || value === undefined) return <span className={className}>—</span>;
  // Latin digits in every locale keep IDs and amounts comparable with what the platform shows.
  return <Ltr className={className}>{new Intl.NumberFormat("en-US", options).format(value)}</Ltr>;
}
