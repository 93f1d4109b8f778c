"use client";

import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { useId, useState, type ReactNode } from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { contentClass, overlayClass } from "./dialog-radix";
import { Input } from "./input";
import { Label } from "./label";
import { normaliseDigits } from "@/lib/rental/digits";

// The Radix alert dialog behind ./confirm-dialog.tsx, which loads this module when one opens.

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Called on confirm; the dialog stays open (button pending) until it settles. */
  onConfirm: () => void | Promise<void>;
  pending?: boolean;
  destructive?: boolean;
  /** When set, the user must type this text (Arabic-Indic digits accepted) before confirming. */
  confirmText?: string;
  /** Label of the "type to confirm" input, e.g. "Type the deed number 123 to confirm". */
  confirmTextLabel?: string;
  /** Extra content under the description (an error message, say). */
  children?: ReactNode;
};

/** A confirmation for consequential actions (delete, sync). Focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  destructive = false,
  confirmText,
  confirmTextLabel,
  children,
}: ConfirmDialogProps) {
  const t = useTranslations("common");
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const matches = !confirmText || normaliseDigits(typed.trim()) === confirmText;

  const change = (next: boolean) => {
    if (pending) return; // no closing half-way through the action
    if (!next) setTyped("");
    onOpenChange(next);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={cn(contentClass, "max-w-md")}>
          <div className="flex flex-col gap-1.5 text-start">
            <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-fg">
              {description}
            </AlertDialog.Description>
          </div>
          {confirmText ? (
            <div className="grid gap-1.5">
              <Label htmlFor={inputId}>
                {confirmTextLabel ?? t("typeToConfirm", { text: confirmText })}
              </Label>
              <Input
                id={inputId}
                value={typed}
                autoComplete="off"
                dir="ltr"
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
          ) : null}
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {t("cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? "destructive" : "primary"}
              pending={pending}
              disabled={!matches}
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
