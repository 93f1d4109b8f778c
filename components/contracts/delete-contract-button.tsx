"use client";

import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/ui/delete-button";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useDeleteContract } from "@/lib/contracts/queries";
import { useFormat } from "@/components/ui/use-format";

/** Terminate an active contract or delete a draft, after confirmation; back to the list. */
export function DeleteContractButton({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.delete");
  const format = useFormat();
  const remove = useDeleteContract(contract.id);
  // An active contract is terminated, a draft deleted: the words say which.
  const status = contract.status === "active" ? "active" : "draft";
  const id = format.digits(contract.id);
  return (
    <DeleteButton
      messages={{
        button: t("button", { status }),
        title: t("title", { status, id }),
        description: status === "active" ? t("descriptionActive") : t("description"),
        confirm: t("confirm", { status }),
        failed: t("failed", { status }),
        toast: t("toast", { status, id }),
      }}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      afterHref="/contracts"
    />
  );
}
