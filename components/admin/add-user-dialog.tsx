"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";

import { PasswordField } from "./password-field";
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
import { Ltr } from "@/components/ui/ltr";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { applyServerErrors } from "@/lib/query/server-errors";
import { useCreateUser } from "@/lib/users/queries";
import type { CreatedUser } from "@/lib/users/schemas";
import { createUserSchema, type CreateUserInput } from "@/lib/users/schemas";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-length";

type Values = { email: string; name: string; role: Role; password?: string };
const DEFAULTS: Values = { email: "", name: "", role: "support", password: "" };
// An empty password box means "generate one": the shared schema takes it as absent.
const resolver = zodResolver(createUserSchema) as unknown as Resolver<
  Values,
  unknown,
  CreateUserInput
>;
const FIELDS = ["email", "name", "role", "password"];

/**
 * Add a dashboard user; a password the server generated is shown once, to pass on. Mounted open
 * by AddUserButton; closing unmounts it.
 */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("admin.users.add");
  const [copied, setCopied] = useState(false);
  const tc = useTranslations("common");
  const create = useCreateUser();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const form = useForm<Values, unknown, CreateUserInput>({ resolver, defaultValues: DEFAULTS });
  const { errors, isSubmitting, isDirty } = form.formState;

  const change = (next: boolean) => {
    if (next || (isDirty && !created && !window.confirm(tc("unsavedChanges")))) return;
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await create.mutateAsync(values);
      toast.success(t("done", { name: data.user.name }));
      if (data.password) setCreated(data);
      else change(false);
      form.reset(DEFAULTS);
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  });
  const password = {
    setValueAs: (v: unknown) => (v === "" ? undefined : v),
  };

  return (
    <Dialog open onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? t("createdTitle") : t("title")}</DialogTitle>
          <DialogDescription>
            {created ? t("createdDescription", { name: created.user.name }) : t("description")}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <p className="rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm">
              <Ltr>{created.password}</Ltr>
            </p>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={async () => {
                  await navigator.clipboard?.writeText(created.password ?? "");
                  setCopied(true);
                }}
              >
                {copied ? t("copied") : t("copyPassword")}
              </Button>
              <Button onClick={() => change(false)}>{t("doneButton")}</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormRootError error={errors.root?.server} />
            <FormField label={t("email")} error={errors.email?.message} required>
              <Input type="email" dir="ltr" autoComplete="off" {...form.register("email")} />
            </FormField>
            <FormField label={t("name")} error={errors.name?.message} required>
              <Input autoComplete="off" {...form.register("name")} />
            </FormField>
            <FormField label={t("role")} error={errors.role?.message} required>
              <Select {...form.register("role")}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {tc(`roles.${role}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <PasswordField
              label={t("password")}
              hint={t("passwordHint", { min: PASSWORD_MIN_LENGTH })}
              generateLabel={t("generate")}
              error={errors.password?.message}
              registration={form.register("password", password)}
              onGenerate={(generated) =>
                form.setValue("password", generated, { shouldDirty: true, shouldValidate: true })
              }
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => change(false)} disabled={isSubmitting}>
                {tc("cancel")}
              </Button>
              <Button type="submit" pending={isSubmitting}>
                {t("submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
