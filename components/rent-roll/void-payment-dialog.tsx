"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toast } from "@/components/ui/toaster";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useVoidPayment } from "@/lib/rent-roll/queries";
import type { StatementPayment, VoidPaymentInput } from "@/lib/rent-roll/schemas";

// Voiding asks for a reason and says what follows: the payment stays, marked void, and the
// instalments it paid are due again. The rules are the route handler's (voidPaymentSchema).

type Values = { reason: string };
const resolver = lazyZodResolver<Values, VoidPaymentInput>(() =>
  import("@/lib/rent-roll/schemas").then((m) => m.voidPaymentSchema),
);

type Props = { contractId: number; payment: StatementPayment; onClose: () => void };

export function VoidPaymentDialog({ contractId, payment, onClose }: Props) {
  const t = useTranslations("rentRoll");
  const voidPayment = useVoidPayment(contractId);
  const form = useForm<Values, unknown, VoidPaymentInput>({
    resolver,
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const receipt = t("receiptNumber", {
    year: payment.receipt_year,
    number: payment.receipt_number,
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await voidPayment.mutateAsync({ paymentId: payment.id, reason });
      toast.success(t("void.voided"));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, ["reason"]);
      toast.error(t("void.failed"));
    }
  });

  return (
    <DialogForm
      open
      onClose={onClose}
      title={t("void.title", { receipt })}
      description={t("void.description")}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting || voidPayment.isPending}
      submitLabel={t("void.submit")}
    >
      <FormField label={t("void.reason")} error={errors.reason?.message} required>
        <Textarea rows={3} dir="auto" {...form.register("reason")} />
      </FormField>
    </DialogForm>
  );
}
