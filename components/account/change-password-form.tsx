"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import type { ChangePasswordInput } from "@/lib/account/schemas";
import { useChangePassword } from "@/lib/account/queries";
import { CurrentPasswordField } from "./current-password-field";
import { applyServerErrors } from "@/lib/query/server-errors";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";

const resolver = lazyZodResolver(() =>
  import("@/lib/account/schemas").then((m) => m.changePasswordSchema),
);

/** Change one's own password: the current one, then the new one (the server checks the rules). */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const t = useTranslations("account.password");
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success(t("done"));
      form.reset();
      onDone?.();
    } catch (error) {
      // What was typed stays; the server's reasons appear beside their fields.
      applyServerErrors(form, error, ["currentPassword", "newPassword"]);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <FormRootError error={errors.root?.server} />
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
      <FormField
        label={t("new")}
        error={errors.newPassword?.message}
        description={t("hint", { min: PASSWORD_MIN_LENGTH })}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          dir="ltr"
          {...form.register("newPassword")}
        />
      </FormField>
      <div>
        <Button type="submit" pending={isSubmitting}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
