"use client";

import dynamic from "next/dynamic";

import type { ConfirmDialogProps } from "./confirm-dialog-radix";

// The Radix alert dialog loads when a confirmation is first asked for, not with the page.
const RadixConfirmDialog = dynamic(() =>
  import("./confirm-dialog-radix").then((m) => m.ConfirmDialog),
);

/** A confirmation for consequential actions (delete, sync). Focus starts on Cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <RadixConfirmDialog {...props} /> : null;
}
