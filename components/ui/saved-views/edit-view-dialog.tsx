"use client";

import { useTranslations } from "next-intl";

import { toast } from "@/components/ui/toaster";
import { ViewDialog } from "./view-dialog";
import type { ViewPage } from "@/lib/saved-views/view-state";
import { useUpdateSavedView } from "@/lib/saved-views/queries";
import type { SavedView } from "@/lib/saved-views/schemas";

/** Rename one's own view, or share it with the team or stop sharing it. */
export function EditViewDialog({
  list,
  view,
  onClose,
}: {
  list: ViewPage;
  view: SavedView;
  onClose: () => void;
}) {
  const t = useTranslations("views.edit");
  const update = useUpdateSavedView(list.id);
  return (
    <ViewDialog
      title={t("title", { name: view.name })}
      description={t("description")}
      submitLabel={t("submit")}
      initial={{ name: view.name, shared: view.shared }}
      requireChange
      onSave={async (values) => {
        const saved = await update.mutateAsync({ id: view.id, ...values });
        toast.success(t("done", { name: saved.data.name }));
      }}
      onClose={onClose}
    />
  );
}
