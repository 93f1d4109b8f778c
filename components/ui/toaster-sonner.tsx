"use client";

import { useTranslations } from "next-intl";
import { Toaster as Sonner } from "sonner";

/**
 * The one toast outlet, which ./toaster.tsx mounts with the first toast. Follows the system colour scheme and the
 * page's reading direction (icon and close button on the start side); its labels come from the
 * catalogue.
 */
export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const t = useTranslations("common.toasts");
  return (
    <Sonner
      theme="system"
      dir={dir}
      richColors
      closeButton
      position="top-center"
      containerAriaLabel={t("region")}
      toastOptions={{ closeButtonAriaLabel: t("close") }}
    />
  );
}
