"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import type { ViewPage } from "@/lib/saved-views/view-state";
import { isApiError } from "@/lib/query/api-error";
import { useDeleteSavedView } from "@/lib/saved-views/queries";
import type { SavedView } from "@/lib/saved-views/schemas";

/** Deletes one's own view once confirmed; a refusal is shown in the dialog, which stays open. */
export function DeleteViewDialog({
  list,
  view,
  onClose,
}: {
  list: ViewPage;
  view: SavedView | null;
  onClose: () => void;
}) {
  const t = useTranslations("views.delete");
  const ruleMessage = useRuleMessage();
  const remove = useDeleteSavedView(list.id);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={view !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t("title", { name: view?.name ?? "" })}
      description={view?.shared ? t("descriptionShared") : t("description")}
      confirmLabel={t("confirm")}
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        if (!view) return;
        try {
          await remove.mutateAsync(view.id);
          toast.success(t("done", { name: view.name }));
          close();
        } catch (error) {
          setFailure(isApiError(error) ? ruleMessage(error.message) : t("failed"));
        }
      }}
    >
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
