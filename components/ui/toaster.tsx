"use client";

import { Toaster as Sonner } from "sonner";

export { toast } from "sonner";

/** The one toast outlet, mounted in the root layout. Follows the system colour scheme. */
export function Toaster() {
  return <Sonner theme="system" richColors closeButton position="top-center" />;
}
