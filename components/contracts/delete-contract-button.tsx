"use client";

import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/ui/delete-button";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useDeleteContract } from "@/lib/contracts/queries";
import { useFormat } from "@/components/ui/use-format";

/** Delete after confirmation (a draft is removed, an active contract terminated); back to the list. */
export function DeleteContractButton({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.delete");
  const format = useFormat();
  const remove = useDeleteContract(contract.id);
  return (
    <DeleteButton
      messages={{
        button: t("button"),
        title: t("title", { id: format.digits(contract.id) }),
        description: contract.status === "active" ? t("descriptionActive") : t("description"),
        confirm: t("confirm"),
        failed: t("failed"),
        toast: t("toast", { id: format.digits(contract.id) }),
      }}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      afterHref="/contracts"
    />
  );
}
