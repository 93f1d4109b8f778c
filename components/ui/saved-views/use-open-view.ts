"use client";

import { usePathname, useRouter } from "next/navigation";

import { viewSearch, type ViewPage } from "@/lib/saved-views/view-state";
import type { SavedView } from "@/lib/saved-views/schemas";

/** Opens a view: its state becomes the page's address (page 1), and Back returns from it. */
export function useOpenView(list: ViewPage) {
  const router = useRouter();
  const pathname = usePathname();
  return (view: SavedView) => {
    const search = viewSearch(list, view.state);
    router.push(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
}
