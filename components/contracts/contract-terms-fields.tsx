"use client";

import { useTranslations } from "next-intl";
import { Controller, type UseFormReturn } from "react-hook-form";

import type { ContractFormValues } from "./contract-form-values";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import type { ContractCreate } from "@/lib/rental/contract";
import { useFormat } from "@/components/ui/use-format";
import { BILLING_TYPES, CONTRACT_TYPES, MAX_CONTRACT_YEARS } from "@/lib/rental/contract-kinds";

/** Contract type, duration, rent and billing, and terms (Arabic-Indic digits accepted). */
export function ContractTermsFields({
  form,
}: {
  form: UseFormReturn<ContractFormValues, unknown, ContractCreate>;
}) {
  const t = useTranslations("contracts");
  const format = useFormat();
  const ruleMessage = useRuleMessage();
  const { errors } = form.formState;
  const number = { setValueAs: toNumberOrUndefined };
  const feeError = errors.rental_fee?.message ?? errors.rental_fee?.root?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("fields.type")} error={errors.contract_type?.message} required>
        <Select {...form.register("contract_type")}>
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t("fields.durationYears")}
        error={errors.duration?.message}
        description={t("hints.duration", {
          min: format.number(1),
          max: format.number(MAX_CONTRACT_YEARS),
        })}
        required
      >
        <Input inputMode="numeric" dir="ltr" {...form.register("duration", number)} />
      </FormField>
      <FormField
        label={t("fields.rentSar")}
        error={errors.rental_fee?.total_units_rent?.message ?? feeError}
        description={t("hints.rent")}
        required
      >
        <Input
          inputMode="decimal"
          dir="ltr"
          {...form.register("rental_fee.total_units_rent", number)}
        />
      </FormField>
      <FormField
        label={t("fields.billing")}
        error={errors.rental_fee?.billing_type?.message}
        description={t("hints.billing")}
        required
      >
        <Select {...form.register("rental_fee.billing_type")}>
          {BILLING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`billing.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t("fields.notice")}
        error={errors.terms?.notice_period_in_days?.message ?? errors.terms?.message}
        description={t("hints.notice", { min: format.number(0), max: format.number(365) })}
      >
        <Input
          inputMode="numeric"
          dir="ltr"
          {...form.register("terms.notice_period_in_days", number)}
        />
      </FormField>
      <Controller
        control={form.control}
        name="terms.residential_auto_renewal"
        render={({ field, fieldState }) => (
          <div className="grid content-start gap-1.5 sm:pt-6">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={field.value === 1}
                onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={fieldState.error ? true : undefined}
              />
              {t("fields.autoRenewal")}
            </label>
            <p className="text-xs text-muted-fg">{t("hints.autoRenewal")}</p>
            {fieldState.error ? (
              <p className="text-xs font-medium text-destructive">
                {ruleMessage(fieldState.error.message)}
              </p>
            ) : null}
          </div>
        )}
      />
    </div>
  );
}
