"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { toast } from "./toaster";
import { useRuleMessage } from "./use-rule-message";
import { isApiError } from "@/lib/query/api-error";

type DeleteButtonProps = {
  /** The resource's own wording, already filled in with its name or id. */
  messages: {
    button: string;
    title: string;
    description: string;
    confirm: string;
    failed: string;
    toast: string;
  };
  /** When set, the person must type this (a deed number, say) before confirming. */
  confirmText?: string;
  confirmTextLabel?: string;
  onDelete: () => Promise<unknown>;
  pending: boolean;
  /** The list to go back to once the record is gone; none when it stays (a terminated contract). */
  afterHref?: string;
};

/** Deletes after confirmation; a failure stays in the dialog, success toasts and leaves. */
export function DeleteButton({
  messages,
  confirmText,
  confirmTextLabel,
  onDelete,
  pending,
  afterHref,
}: DeleteButtonProps) {
  const router = useRouter();
  const ruleMessage = useRuleMessage();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setFailure(null);
    try {
      await onDelete();
      toast.success(messages.toast);
      setOpen(false);
      if (afterHref) router.push(afterHref);
    } catch (error) {
      setFailure((isApiError(error) && ruleMessage(error.message)) || messages.failed);
    }
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {messages.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(null);
        }}
        destructive
        title={messages.title}
        description={messages.description}
        confirmText={confirmText}
        confirmTextLabel={confirmTextLabel}
        confirmLabel={messages.confirm}
        onConfirm={run}
        pending={pending}
      >
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {messages.failed}: {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
