"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

// sonner (~9 kB) loads with the first toast, not with every page. A toast made before the
// outlet has subscribed is not lost: sonner's store replays the toasts still showing to each
// new subscriber.

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner["toast"]>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function show(make: (s: Sonner) => unknown) {
  if (!sonner) {
    sonner = import("sonner");
    listeners.forEach((listener) => listener());
  }
  sonner.then(make, (error: unknown) => {
    sonner = undefined; // the next toast tries again
    console.error(error);
  });
}

/** sonner's `toast`, `toast.success` and `toast.error`, loading sonner on first use. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) =>
      show((s) => s.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
  },
);

const SonnerToaster = dynamic(() => import("./toaster-sonner").then((m) => m.Toaster));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The one toast outlet, in the root providers: mounted once a toast has been asked for. */
export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
  return wanted ? <SonnerToaster dir={dir} /> : null;
}
