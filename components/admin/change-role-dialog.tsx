"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";

import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";
import { ROLES } from "@/lib/auth/permissions";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useUpdateUser } from "@/lib/users/queries";
import { roleSchema, type PublicUser } from "@/lib/auth/schemas";

const schema = z.object({ role: roleSchema });
type Values = z.infer<typeof schema>;

type Props = { user: PublicUser; open: boolean; onClose: () => void };

/** Give a user another role; takes effect on their next request. */
export function ChangeRoleDialog({ user, open, onClose }: Props) {
  const t = useTranslations("admin.users.role");
  const tc = useTranslations("common");
  const update = useUpdateUser();
  const form = useForm<Values>({ resolver: zodResolver(schema), values: { role: user.role } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const close = () => {
    form.reset({ role: user.role });
    onClose();
  };
  const submit = form.handleSubmit(async ({ role }) => {
    try {
      await update.mutateAsync({ id: user.id, role });
      toast.success(t("done", { name: user.name, role: tc(`roles.${role}`) }));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, ["role"]);
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
      submitDisabled={!isDirty}
    >
      <FormField label={t("label")} error={errors.role?.message} required>
        <Select {...form.register("role")}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {tc(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </DialogForm>
  );
}
