"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { toast } from "@/components/ui/toaster";
import { lazyRule, useDateFieldsForm } from "@/components/ui/use-date-fields-form";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useUpdateContract } from "@/lib/contracts/queries";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useFormat } from "@/components/ui/use-format";
import { MAX_CONTRACT_YEARS } from "@/lib/rental/contract-kinds";

// An emptied date is left out; the shared schema reads that as "no change". The schema (and
// zod) load with the form's first validation, not with the contract's page.
const FIELDS = ["start_date", "end_date"] as const;
const rule = lazyRule(() => import("@/lib/rental/contract").then((m) => m.contractUpdateSchema));

/** Change a contract's start and end dates (end after start: the shared schema says so). */
export function ContractDatesForm({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.detail.dates");
  const format = useFormat();
  const tc = useTranslations("common");
  const update = useUpdateContract(contract.id);
  const defaults = {
    start_date: contract.start_date ?? undefined,
    end_date: contract.end_date ?? undefined,
  };
  const form = useDateFieldsForm(FIELDS, rule, defaults);
  const { isDirty, isSubmitting } = form;
  useUnsavedChanges(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // The record refetches; the form remounts with the saved dates (keyed by updated_at).
      form.reset(values);
      toast.success(t("saved", { id: format.digits(contract.id) }));
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
      toast.error(t("failed"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormRootError error={form.rootError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name) => (
          <DatePickerField
            key={name}
            label={name === "start_date" ? t("start") : t("end")}
            description={
              name === "end_date"
                ? t("endHint", { max: format.number(MAX_CONTRACT_YEARS) })
                : undefined
            }
            {...form.field(name)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? tc("saving") : t("save")}
        </Button>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset(defaults)}
        >
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
