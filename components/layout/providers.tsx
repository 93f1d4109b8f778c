"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { useState, type ReactNode } from "react";

import { Toaster } from "@/components/ui/toaster";
import { makeQueryClient } from "@/lib/queries/query-client";

/**
 * Browser-side providers: one QueryClient per browser tab, the reading direction for Radix
 * primitives (menus, selects, dialogs open and move by keyboard the right way in Arabic), and
 * the toast outlet.
 */
export function Providers({ dir, children }: { dir: "ltr" | "rtl"; children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Direction.DirectionProvider dir={dir}>
        {children}
        <Toaster dir={dir} />
      </Direction.DirectionProvider>
    </QueryClientProvider>
  );
}
