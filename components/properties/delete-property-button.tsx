"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { isApiError } from "@/lib/queries/api-error";
import { useDeleteProperty } from "@/lib/queries/properties";
import type { Property } from "@/lib/rental/records";

/** Admins: delete the property after typing its deed number; back to the list with a toast. */
export function DeletePropertyButton({ property }: { property: Property }) {
  const t = useTranslations("properties.delete");
  const router = useRouter();
  const remove = useDeleteProperty();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(property);
      toast.success(t("toast", { name: property.property_name }));
      setOpen(false);
      router.push("/properties");
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
        title={t("title", { name: property.property_name })}
        description={t("description")}
        confirmText={property.document_number}
        confirmTextLabel={t("typeLabel", { documentNumber: property.document_number })}
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
