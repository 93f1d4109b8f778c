"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";

import { signInAction } from "@/app/sign-in/actions";
import type { SignInResult, SignInValues } from "@/app/sign-in/schema";
import { DemoAccounts, type DemoAccount } from "./demo-accounts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { CodeInput, Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";

type SignInFormProps = {
  callbackUrl: string;
  demoAccounts: readonly DemoAccount[] | null;
  demoPassword: string;
};

// The form's rules load with its first submit: the sign-in page's first load does without zod.
const resolver = lazyZodResolver(() => import("@/app/sign-in/schema").then((m) => m.signInSchema));

export function SignInForm({ callbackUrl, demoAccounts, demoPassword }: SignInFormProps) {
  const t = useTranslations("auth");
  const ts = useTranslations("security.signIn");
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<SignInResult | null>(null);
  // Once the password is accepted for an account with a second factor, the form asks for the
  // code and keeps the email and password typed so far.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<SignInValues>({
    resolver,
    defaultValues: { email: "", password: "", code: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      // Resolves only on failure: success is a redirect to the page that was asked for.
      const result = await signInAction(values, callbackUrl);
      setFailure(result);
      if (result.error === "code_required" || result.error === "invalid_code") {
        setCodeStep(true);
        form.resetField("code");
        form.setFocus("code");
        return;
      }
      // Keep the email; the password is cleared and focused for the next attempt.
      setCodeStep(false);
      form.resetField("password");
      form.resetField("code");
      form.setFocus("password");
    });
  });

  const message = !failure
    ? null
    : failure.error === "throttled"
      ? failure.retryAfterSeconds < 60
        ? ts("throttledSeconds", { seconds: failure.retryAfterSeconds })
        : ts("throttledMinutes", { minutes: Math.ceil(failure.retryAfterSeconds / 60) })
      : failure.error === "code_required"
        ? ts("codeRequired")
        : failure.error === "invalid_code"
          ? ts("invalidCode")
          : t(`errors.${failure.error}`);

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
        {codeStep ? (
          <FormField label={ts("code")} description={ts("codeHint")}>
            <CodeInput {...form.register("code")} />
          </FormField>
        ) : null}
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
            setCodeStep(false);
          }}
        />
      ) : null}
    </div>
  );
}
