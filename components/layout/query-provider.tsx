"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

import { checkAnswersWith } from "@/lib/query/call-endpoint";
import { makeQueryClient } from "@/lib/query/query-client";

// Every answer the browser fetches itself is checked against its endpoint's response schema; the
// table of them (and zod) loads with the first such answer, not with the page.
checkAnswersWith(() => import("@/lib/answers"));

/**
 * One QueryClient per browser tab for the signed-in pages (the (app) layout). Sign-in has no
 * server data to cache, so react-query stays out of its first load; signing out unmounts the
 * layout and drops the previous person's cache with it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
