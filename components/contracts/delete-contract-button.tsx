"use client";

import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/ui/delete-button";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useDeleteContract } from "@/lib/contracts/queries";

/** Delete after confirmation (a draft is removed, an active contract terminated); back to the list. */
export function DeleteContractButton({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.delete");
  const remove = useDeleteContract(contract.id);
  return (
    <DeleteButton
      messages={{
        button: t("button"),
        title: t("title", { id: contract.id }),
        description: contract.status === "active" ? t("descriptionActive") : t("description"),
        confirm: t("confirm"),
        failed: t("failed"),
        toast: t("toast", { id: contract.id }),
      }}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      afterHref="/contracts"
    />
  );
}
