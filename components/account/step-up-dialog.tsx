"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { CodeInput, Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useStepUp } from "@/lib/account/queries";
import { applyServerErrors } from "@/lib/query/server-errors";

type Props = {
  open: boolean;
  /** The account has a second factor: its code (or a recovery code) is asked for too. */
  secondFactor: boolean;
  /** Called once: true after a successful step-up, false when the person cancels. */
  onDone: (steppedUp: boolean) => void;
};

const resolver = lazyZodResolver(() => import("@/lib/account/schemas").then((m) => m.stepUpSchema));

/**
 * "Confirm it is you": the password again (and the code when the account has a second factor)
 * before a sensitive change. The change the person asked for waits behind it and then carries on
 * (lib/query/api-client.ts).
 */
export function StepUpDialog({ open, secondFactor, onDone }: Props) {
  const t = useTranslations("account.stepUp");
  const stepUp = useStepUp();
  const form = useForm({ resolver, defaultValues: { password: "", code: "" } });
  const { errors, isSubmitting } = form.formState;
  const finish = (steppedUp: boolean) => {
    form.reset();
    onDone(steppedUp);
  };
  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      await stepUp.mutateAsync({ password, ...(secondFactor && code ? { code } : {}) });
      finish(true);
    } catch (error) {
      applyServerErrors(form, error, ["password", "code"]);
    }
  });
  return (
    <DialogForm
      open={open}
      onClose={() => finish(false)}
      title={t("title")}
      description={secondFactor ? t("descriptionWithCode") : t("description")}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting}
      submitLabel={t("submit")}
    >
      <FormField label={t("password")} error={errors.password?.message} required>
        <Input
          type="password"
          autoComplete="current-password"
          dir="ltr"
          {...form.register("password")}
        />
      </FormField>
      {secondFactor ? (
        <FormField
          label={t("code")}
          description={t("codeHint")}
          error={errors.code?.message}
          required
        >
          <CodeInput {...form.register("code")} />
        </FormField>
      ) : null}
    </DialogForm>
  );
}
