"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/queries/api-error";
import type { RegisterEntry } from "@/lib/queries/contract-register";
import { useDeleteContract } from "@/lib/queries/contracts";

/** Delete after confirmation (a draft is removed, an active contract terminated); back to the list. */
export function DeleteContractButton({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.delete");
  const router = useRouter();
  const remove = useDeleteContract(contract.id);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      toast.success(t("toast", { id: contract.id }));
      setOpen(false);
      router.push("/contracts");
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t("failed"));
    }
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t("button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setFailure(null);
        }}
        destructive
        title={t("title", { id: contract.id })}
        description={contract.status === "active" ? t("descriptionActive") : t("description")}
        confirmLabel={t("confirm")}
        onConfirm={run}
        pending={remove.isPending}
      >
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {t("failed")}: {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
