"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { Toaster } from "@/components/ui/toaster";
import { makeQueryClient } from "@/lib/queries/query-client";

/**
 * Browser-side providers: one QueryClient per browser tab, and the toast outlet. (The menus
 * take the reading direction from the locale themselves: components/ui/dropdown-menu-radix.tsx.)
 */
export function Providers({ dir, children }: { dir: "ltr" | "rtl"; children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster dir={dir} />
    </QueryClientProvider>
  );
}
