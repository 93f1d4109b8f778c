"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { generatePassword } from "./generate-password";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { applyServerErrors } from "@/lib/queries/server-errors";
import { useUpdateUser } from "@/lib/queries/users";
import { PASSWORD_MIN_LENGTH, passwordSchema, type PublicUser } from "@/lib/users/schemas";

const schema = z.object({ password: passwordSchema });
type Values = z.infer<typeof schema>;

type Props = { user: PublicUser; open: boolean; onClose: () => void };

/** Set a new password for a user (typed, or generated here to pass on to them). */
export function ResetPasswordDialog({ user, open, onClose }: Props) {
  const t = useTranslations("admin.users.password");
  const tc = useTranslations("common");
  const update = useUpdateUser();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset({ password: "" });
    onClose();
  };
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await update.mutateAsync({ id: user.id, password });
      toast.success(t("done", { name: user.name }));
      close();
    } catch (error) {
      applyServerErrors(form, error, ["password"]);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title", { name: user.name })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormRootError error={errors.root?.server} />
          <FormField
            label={t("label")}
            error={errors.password?.message}
            description={t("hint", { min: PASSWORD_MIN_LENGTH })}
            required
          >
            <Input
              type="text"
              dir="ltr"
              className="font-mono"
              autoComplete="new-password"
              spellCheck={false}
              {...form.register("password")}
            />
          </FormField>
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                form.setValue("password", generatePassword(), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            >
              {t("generate")}
            </Button>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={isSubmitting}>
              {tc("cancel")}
            </Button>
            <Button type="submit" pending={isSubmitting}>
              {t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
