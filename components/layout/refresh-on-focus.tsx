"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * For a page rendered wholly on the server (the overview): when the person comes back to the tab
 * and what it shows is older than `staleMs`, the page is rendered again, as react-query
 * refetches a stale query on the same event for the pages that read in the browser
 * (lib/query/query-client.ts).
 */
export function RefreshOnFocus({ staleMs = 30_000 }: { staleMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    let shownAt = Date.now();
    const onVisible = () => {
      if (document.visibilityState !== "visible" || Date.now() - shownAt < staleMs) return;
      shownAt = Date.now();
      router.refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [router, staleMs]);
  return null;
}
