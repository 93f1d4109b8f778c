"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** "Current password", as every change to one's own account asks for it. */
export function CurrentPasswordField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations("account.password");
  return (
    <FormField label={t("current")} error={error} required>
      <Input type="password" autoComplete="current-password" dir="ltr" {...registration} />
    </FormField>
  );
}
