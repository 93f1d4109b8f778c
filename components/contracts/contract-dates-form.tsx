"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { toast } from "@/components/ui/toaster";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useUpdateContract } from "@/lib/contracts/queries";
import { applyServerErrors } from "@/lib/query/server-errors";
import { contractUpdateSchema, type ContractUpdate } from "@/lib/rental/contract";
import { useFormat } from "@/components/ui/use-format";
import { MAX_CONTRACT_YEARS } from "@/lib/rental/contract-kinds";

type DatesValues = { start_date?: string; end_date?: string };
const FIELDS = ["start_date", "end_date"];
// An emptied date is left out; the shared schema reads that as "no change".
const resolver = zodResolver(contractUpdateSchema) as unknown as Resolver<
  DatesValues,
  unknown,
  ContractUpdate
>;

/** Change a contract's start and end dates (end after start: the shared schema says so). */
export function ContractDatesForm({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.detail.dates");
  const format = useFormat();
  const tc = useTranslations("common");
  const update = useUpdateContract(contract.id);
  const defaults: DatesValues = {
    start_date: contract.start_date ?? undefined,
    end_date: contract.end_date ?? undefined,
  };
  const form = useForm<DatesValues, unknown, ContractUpdate>({
    resolver,
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
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
      <FormRootError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(["start_date", "end_date"] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <DatePickerField
                label={name === "start_date" ? t("start") : t("end")}
                description={
                  name === "end_date"
                    ? t("endHint", { max: format.number(MAX_CONTRACT_YEARS) })
                    : undefined
                }
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                focusRef={field.ref}
                error={errors[name]?.message}
              />
            )}
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
