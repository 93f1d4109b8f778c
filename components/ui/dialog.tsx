"use client";

import type { ComponentProps, ReactNode } from "react";

import { cn } from "./cn";
import type * as Radix from "./dialog-radix";
import { lazyPrimitives } from "./lazy-primitives";

// The Radix dialog (focus trap, scroll lock, aria-hidden on the page) loads when a dialog is
// first opened or its trigger pressed, not with every page; see lazy-primitives.tsx.
const dialog = lazyPrimitives(() => import("./dialog-radix"), {
  root: "Dialog",
  trigger: "DialogTrigger",
  haspopup: "dialog",
});

export const Dialog = dialog.Root as (
  props: Omit<Parameters<typeof Radix.Dialog>[0], "opening">,
) => ReactNode;
export const DialogTrigger = dialog.Trigger;
export const DialogClose = dialog.part("DialogClose");
export const DialogContent = dialog.part("DialogContent");
export const DialogSheet = dialog.part("DialogSheet");
export const DialogTitle = dialog.part("DialogTitle");
export const DialogDescription = dialog.part("DialogDescription");

// Plain layout, shown only inside the content: no need to wait for the module.
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pe-6 text-start", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
