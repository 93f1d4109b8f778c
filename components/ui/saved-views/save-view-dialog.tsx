"use client";

import { useTranslations } from "next-intl";

import { toast } from "@/components/ui/toaster";
import { ViewDialog } from "./view-dialog";
import type { ViewPage, ViewState } from "@/lib/saved-views/view-state";
import { useCreateSavedView } from "@/lib/saved-views/queries";

/** "Save current view…": the page's filters, sort, page size and columns under a new name. */
export function SaveViewDialog({
  list,
  state,
  onClose,
}: {
  list: ViewPage;
  state: ViewState;
  onClose: () => void;
}) {
  const t = useTranslations("views.saveDialog");
  const create = useCreateSavedView();
  return (
    <ViewDialog
      title={t("title")}
      description={t("description")}
      submitLabel={t("submit")}
      initial={{ name: "", shared: false }}
      onSave={async (values) => {
        const saved = await create.mutateAsync({ list: list.id, ...values, state });
        toast.success(t("done", { name: saved.data.name }));
      }}
      onClose={onClose}
    />
  );
}
