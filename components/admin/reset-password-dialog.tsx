"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { PasswordField } from "./password-field";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useUpdateUser } from "@/lib/users/queries";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";
import { passwordSchema, type PublicUser } from "@/lib/auth/schemas";

// Setting someone else's password needs the admin's own password again (the server checks it).
const schema = z.object({
  password: passwordSchema,
  adminPassword: z.string().check(z.minLength(1)),
});
type Values = z.infer<typeof schema>;

type Props = { user: PublicUser; open: boolean; onClose: () => void };

/** Set a new password for a user (typed, or generated here to pass on to them). */
export function ResetPasswordDialog({ user, open, onClose }: Props) {
  const t = useTranslations("admin.users.password");
  const ta = useTranslations("account.admin");
  const update = useUpdateUser();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", adminPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset({ password: "", adminPassword: "" });
    onClose();
  };
  const submit = form.handleSubmit(async ({ password, adminPassword }) => {
    try {
      await update.mutateAsync({ id: user.id, password, adminPassword });
      toast.success(t("done", { name: user.name }));
      close();
    } catch (error) {
      applyServerErrors(form, error, ["password", "adminPassword"]);
    }
  });

  return (
    <DialogForm
      open={open}
      onClose={close}
      title={t("title", { name: user.name })}
      description={t("description")}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting}
      submitLabel={t("save")}
    >
      <PasswordField
        label={t("label")}
        hint={t("hint", { min: PASSWORD_MIN_LENGTH })}
        generateLabel={t("generate")}
        error={errors.password?.message}
        required
        registration={form.register("password")}
        onGenerate={(password) =>
          form.setValue("password", password, { shouldDirty: true, shouldValidate: true })
        }
      />
      <FormField
        label={ta("yourPassword")}
        description={ta("yourPasswordHint")}
        error={
          errors.adminPassword?.type === "server"
            ? errors.adminPassword.message
            : errors.adminPassword && ta("yourPasswordRequired")
        }
        required
      >
        <Input
          type="password"
          autoComplete="current-password"
          dir="ltr"
          {...form.register("adminPassword")}
        />
      </FormField>
    </DialogForm>
  );
}
