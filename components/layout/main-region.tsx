"use client";

import type { ReactNode } from "react";

import { useNavigationPending } from "@/components/ui/navigation-pending";
import { PageSkeleton } from "@/components/ui/page-skeleton";

/**
 * The page, or its skeleton while a link's navigation takes longer than a moment. The page stays
 * mounted underneath (hidden), so a navigation that is given up returns to it as it was.
 */
export function MainRegion({ children }: { children: ReactNode }) {
  const navigating = useNavigationPending(150);
  return (
    <>
      {navigating ? <PageSkeleton blocks={[12, 96]} /> : null}
      <div className={navigating ? "hidden" : "contents"}>{children}</div>
    </>
  );
}
