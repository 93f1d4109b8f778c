"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";

import { DatePickerField } from "@/components/ui/date-picker-field";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { applyServerErrors } from "@/lib/query/server-errors";
import { todayInRiyadh } from "@/lib/rental/dates";
import { halalasToSarText } from "@/lib/rent-roll/amounts";
import { useRecordPayment } from "@/lib/rent-roll/queries";
import type { RecordPaymentInput, StatementInstalment } from "@/lib/rent-roll/schemas";
import { amountDueNow } from "@/lib/rent-roll/settle";

import { SettlementPreview } from "./settlement-preview";

// The Record payment dialog. The rules are the route handler's (recordPaymentSchema), loaded
// with the first validation. One idempotency key per opening of the dialog: a double click, a
// second submit after a lost answer, or a retry all name the same payment, and the server
// records it once. The amount starts at what is due now (the oldest unpaid instalments'
// remainder), and the dialog says what the typed amount will settle before it is sent.

const METHODS = ["ejar_sadad", "bank_transfer", "cash", "cheque"] as const;
const FIELDS = ["amount", "paid_on", "method", "reference"];
type Values = { amount: string; paid_on?: string; method: string; reference: string };

// The schema's input is `unknown` where it reads digits first (Arabic-Indic typed amounts).
const resolver = lazyZodResolver(() =>
  import("@/lib/rent-roll/schemas").then((m) => m.recordPaymentSchema),
) as unknown as Resolver<Values, unknown, RecordPaymentInput>;

/** 32 hex characters from the browser's random source (randomUUID needs a secure context). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

type Props = { contractId: number; instalments: StatementInstalment[]; onClose: () => void };

/** Mounted while open: each opening is a new payment with a new key. */
export function RecordPaymentDialog({ contractId, instalments, onClose }: Props) {
  const t = useTranslations("rentRoll");
  const format = useFormat();
  const [key] = useState(newKey);
  const record = useRecordPayment(contractId);
  const [dueNow] = useState(() => amountDueNow(instalments, todayInRiyadh()));
  const form = useForm<Values, unknown, RecordPaymentInput>({
    resolver,
    defaultValues: {
      amount: dueNow > 0 ? halalasToSarText(dueNow) : "",
      paid_on: todayInRiyadh(),
      method: "bank_transfer",
      reference: "",
    },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const amount = useWatch({ control: form.control, name: "amount" });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await record.mutateAsync({ ...values, idempotency_key: key });
      toast.success(
        t("record.recorded", {
          receipt: t("receiptNumber", { year: data.receipt_year, number: data.receipt_number }),
        }),
      );
      onClose();
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
      toast.error(t("record.failed"));
    }
  });

  return (
    <DialogForm
      open
      onClose={onClose}
      title={t("record.title")}
      description={t("record.description")}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting || record.isPending}
      submitLabel={t("record.submit")}
    >
      <FormField
        label={t("record.amount")}
        description={
          dueNow > 0
            ? t("record.amountDueHint", { amount: format.amount(dueNow / 100) })
            : t("record.amountHint")
        }
        error={errors.amount?.message}
        required
      >
        <Input inputMode="decimal" autoComplete="off" dir="ltr" {...form.register("amount")} />
      </FormField>
      <SettlementPreview amount={amount} instalments={instalments} />
      <Controller
        control={form.control}
        name="paid_on"
        render={({ field }) => (
          <DatePickerField
            label={t("record.paidOn")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={errors.paid_on?.message}
            required
          />
        )}
      />
      <FormField label={t("record.method")} error={errors.method?.message} required>
        <Select {...form.register("method")}>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`methods.${method}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t("record.reference")}
        description={t("record.referenceHint")}
        error={errors.reference?.message}
      >
        <Input autoComplete="off" dir="auto" {...form.register("reference")} />
      </FormField>
    </DialogForm>
  );
}
