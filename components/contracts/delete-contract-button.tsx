"use client";

import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/ui/delete-button";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useDeleteContract } from "@/lib/contracts/queries";
import { todayInRiyadh } from "@/lib/rental/dates";
import { useStatement } from "@/lib/rent-roll/queries";
import { terminationEffect } from "@/lib/rent-roll/settle";
import { useFormat } from "@/components/ui/use-format";

/**
 * Terminate an active contract or delete a draft, after confirmation. A draft goes, and the page
 * with it (back to the list); a terminated contract stays, and its page shows it terminated. The
 * confirmation of a termination says what it does to the rent: the unpaid instalments due after
 * today are cancelled, what fell due stays owed (the rent card's statement, the same query).
 */
export function DeleteContractButton({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.delete");
  const format = useFormat();
  const remove = useDeleteContract(contract.id);
  // An active contract is terminated, a draft deleted: the words say which.
  const status = contract.status === "active" ? "active" : "draft";
  const id = format.digits(contract.id);
  const statement = useStatement(contract.id, contract.updated_at).data?.data;
  const sar = (halalas: number) => format.amount(halalas / 100);
  let description = status === "active" ? t("descriptionActive") : t("description");
  if (status === "active" && statement && statement.instalments.length > 0) {
    const effect = terminationEffect(statement.instalments, todayInRiyadh());
    const owed = effect.owed > 0 ? t("owed", { amount: sar(effect.owed) }) : t("nothingOwed");
    const cancels = t("cancels", {
      count: effect.cancelledCount,
      amount: sar(effect.cancelledAmount),
    });
    description = `${description} ${cancels} ${owed}`;
  }
  return (
    <DeleteButton
      messages={{
        button: t("button", { status }),
        title: t("title", { status, id }),
        description,
        confirm: t("confirm", { status }),
        failed: t("failed", { status }),
        toast: t("toast", { status, id }),
      }}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      afterHref={status === "active" ? undefined : "/contracts"}
    />
  );
}
