"use client";

import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/ui/delete-button";
import { useDeleteProperty } from "@/lib/properties/queries";
import type { Property } from "@/lib/rental/records";
import { useFormat } from "@/components/ui/use-format";

/** Admins: delete the property after typing its deed number; back to the list with a toast. */
export function DeletePropertyButton({ property }: { property: Property }) {
  const t = useTranslations("properties.delete");
  const format = useFormat();
  const remove = useDeleteProperty();
  return (
    <DeleteButton
      messages={{
        button: t("button"),
        title: t("title", { name: property.property_name }),
        description: t("description"),
        confirm: t("confirm"),
        failed: t("failed"),
        toast: t("toast", { name: property.property_name }),
      }}
      confirmText={property.document_number}
      confirmTextLabel={t("typeLabel", { documentNumber: format.digits(property.document_number) })}
      onDelete={() => remove.mutateAsync(property)}
      pending={remove.isPending}
      afterHref="/properties"
    />
  );
}
