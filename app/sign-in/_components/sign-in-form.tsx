"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";

import { signInAction } from "../actions";
import { signInSchema, type SignInResult, type SignInValues } from "../schema";
import { DemoAccounts, type DemoAccount } from "./demo-accounts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type SignInFormProps = {
  callbackUrl: string;
  demoAccounts: readonly DemoAccount[] | null;
  demoPassword: string;
};

export function SignInForm({ callbackUrl, demoAccounts, demoPassword }: SignInFormProps) {
  const t = useTranslations("auth");
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<SignInResult | null>(null);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      // Resolves only on failure: success is a redirect to the page that was asked for.
      const result = await signInAction(values, callbackUrl);
      setFailure(result);
      // Keep the email; the password is cleared and focused for the next attempt.
      form.resetField("password");
      form.setFocus("password");
    });
  });

  const message =
    failure?.error === "throttled"
      ? t("errors.throttled", { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) })
      : failure
        ? t(`errors.${failure.error}`)
        : null;

  return (
    <div className="grid gap-6">
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-describedby={message ? "sign-in-error" : undefined}
      >
        {message ? (
          <p
            id="sign-in-error"
            role="alert"
            className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {message}
          </p>
        ) : null}
        <FormField
          label={t("email")}
          error={errors.email?.message && t(`errors.${errors.email.message}`)}
        >
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            autoFocus
            {...form.register("email")}
          />
        </FormField>
        <FormField
          label={t("password")}
          error={errors.password?.message && t(`errors.${errors.password.message}`)}
        >
          <Input
            type="password"
            autoComplete="current-password"
            dir="ltr"
            {...form.register("password")}
          />
        </FormField>
        <Button type="submit" size="lg" pending={pending} className="w-full">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      {demoAccounts ? (
        <DemoAccounts
          accounts={demoAccounts}
          password={demoPassword}
          onUse={(email) => {
            form.setValue("email", email, { shouldValidate: true });
            form.setValue("password", demoPassword, { shouldValidate: true });
            setFailure(null);
          }}
        />
      ) : null}
    </div>
  );
}
