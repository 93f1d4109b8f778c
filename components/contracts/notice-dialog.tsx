"use client";

import { useTranslations } from "next-intl";
import { Controller, useForm, type Resolver } from "react-hook-form";

import { DatePickerField } from "@/components/ui/date-picker-field";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { applyServerErrors } from "@/lib/query/server-errors";
import { todayInRiyadh } from "@/lib/rental/dates";
import type { NoticeInput } from "@/lib/rent-roll/follow-up-schemas";
import { NOTE_MAX, NOTICE_METHODS, NOTICE_RECIPIENTS } from "@/lib/rent-roll/follow-up-shape";
import { useRecordNotice } from "@/lib/rent-roll/queries";

// The Notice given dialog: to whom, how, on which day (today unless said otherwise, never
// later) and a note. The rules are the route handler's (noticeSchema), loaded with the first
// validation.

const FIELDS = ["recipient", "method", "given_on", "note"];
type Values = { recipient: string; method: string; given_on?: string; note: string };

// The schema's input is `unknown` where it reads digits first (a date typed in Arabic-Indic).
const resolver = lazyZodResolver(() =>
  import("@/lib/rent-roll/follow-up-schemas").then((m) => m.noticeSchema),
) as unknown as Resolver<Values, unknown, NoticeInput>;

type Props = {
  contractId: number;
  /** The notice deadline (YYYY-MM-DD), which the description names. */
  deadline: string | null;
  /** After it was recorded: the page reads what the notice changes (the register's lists). */
  onRecorded: () => void;
  onClose: () => void;
};

/** Mounted while open. */
export function NoticeDialog({ contractId, deadline, onRecorded, onClose }: Props) {
  const t = useTranslations("contracts.followUp");
  const format = useFormat();
  const record = useRecordNotice(contractId);
  const today = todayInRiyadh();
  const form = useForm<Values, unknown, NoticeInput>({
    resolver,
    defaultValues: { recipient: "tenant", method: "ejar", given_on: today, note: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const id = format.digits(contractId);

  const submit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
      toast.success(t("dialog.recorded", { id }));
      onRecorded();
      onClose();
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
      toast.error(t("dialog.failed"));
    }
  });

  return (
    <DialogForm
      open
      onClose={onClose}
      title={t("dialog.title", { id })}
      description={
        deadline
          ? t("dialog.description", { deadline: format.dual(deadline)?.primary ?? deadline })
          : t("dialog.descriptionNoDeadline")
      }
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting || record.isPending}
      submitLabel={t("dialog.submit")}
    >
      <FormField
        label={t("dialog.recipient")}
        description={t("dialog.recipientHint")}
        error={errors.recipient?.message}
        required
      >
        <Select {...form.register("recipient")}>
          {NOTICE_RECIPIENTS.map((recipient) => (
            <option key={recipient} value={recipient}>
              {t(`recipients.${recipient}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("dialog.method")} error={errors.method?.message} required>
        <Select {...form.register("method")}>
          {NOTICE_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`methods.${method}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <Controller
        control={form.control}
        name="given_on"
        render={({ field }) => (
          <DatePickerField
            label={t("dialog.givenOn")}
            description={t("dialog.givenOnHint")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            max={today}
            error={errors.given_on?.message}
            required
          />
        )}
      />
      <FormField
        label={t("dialog.note")}
        description={t("dialog.noteHint", { max: format.number(NOTE_MAX) })}
        error={errors.note?.message}
      >
        <Textarea rows={3} dir="auto" maxLength={NOTE_MAX} {...form.register("note")} />
      </FormField>
    </DialogForm>
  );
}
