"use client";

import { useForm } from "react-hook-form";

import { DialogForm } from "@/components/ui/dialog-form";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { CurrentPasswordField } from "./current-password-field";
import { applyServerErrors } from "@/lib/query/server-errors";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  /** Throws the server's refusal, shown beside the password field. */
  onSubmit: (currentPassword: string) => Promise<void>;
};

const resolver = lazyZodResolver(() =>
  import("@/lib/account/schemas").then((m) => m.reauthenticateSchema),
);

/** Asks for the current password before a sensitive change to one's own account. */
export function ReauthenticateDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  onSubmit,
}: Props) {
  const form = useForm({
    resolver,
    defaultValues: { currentPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ currentPassword }) => {
    try {
      await onSubmit(currentPassword);
      form.reset();
    } catch (error) {
      applyServerErrors(form, error, ["currentPassword"]);
    }
  });
  return (
    <DialogForm
      open={open}
      onClose={close}
      title={title}
      description={description}
      onSubmit={submit}
      rootError={errors.root?.server}
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
    >
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
    </DialogForm>
  );
}
