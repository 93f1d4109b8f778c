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
