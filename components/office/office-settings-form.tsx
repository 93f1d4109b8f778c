"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toast } from "@/components/ui/toaster";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import type { OfficeSettingsInput } from "@/lib/office/schemas";
import { useUpdateOffice } from "@/lib/office/queries";
import { applyServerErrors } from "@/lib/query/server-errors";

// The VAT number's rule reads digits first (a preprocess): its input is typed as unknown.
const resolver = lazyZodResolver(() =>
  import("@/lib/office/schemas").then((m) => m.officeSettingsInputSchema),
) as unknown as Resolver<OfficeSettingsInput, unknown, OfficeSettingsInput>;
const FIELDS = ["name_ar", "name_en", "vat_number"];

/** The office's names and VAT registration number (admins); the server checks the same rules. */
export function OfficeSettingsForm({ initial }: { initial: OfficeSettingsInput }) {
  const t = useTranslations("receipts.office");
  const tc = useTranslations("common");
  const router = useRouter();
  const update = useUpdateOffice();
  const form = useForm<OfficeSettingsInput, unknown, OfficeSettingsInput>({
    resolver,
    defaultValues: initial,
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = (await update.mutateAsync(values)).data;
      form.reset({
        name_ar: saved.name_ar,
        name_en: saved.name_en,
        vat_number: saved.vat_number ?? "",
      });
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      // What was typed stays; the server's reasons appear beside their fields.
      applyServerErrors(form, error, FIELDS);
      toast.error(t("failed"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
      <FormRootError error={errors.root?.server} />
      <FormField label={t("nameAr")} error={errors.name_ar?.message} required>
        <Input dir="rtl" lang="ar" autoComplete="organization" {...form.register("name_ar")} />
      </FormField>
      <FormField label={t("nameEn")} error={errors.name_en?.message} required>
        <Input dir="ltr" lang="en" {...form.register("name_en")} />
      </FormField>
      <FormField
        label={t("vatNumber")}
        error={errors.vat_number?.message}
        description={t("vatHint")}
      >
        <Input dir="ltr" inputMode="numeric" autoComplete="off" {...form.register("vat_number")} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? tc("saving") : t("save")}
        </Button>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(initial)}
        >
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
