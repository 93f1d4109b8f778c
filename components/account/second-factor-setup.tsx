"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { Ltr } from "@/components/ui/ltr";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useBeginSecondFactor, useConfirmSecondFactor } from "@/lib/account/queries";
import { applyServerErrors } from "@/lib/query/server-errors";

type Props = { onDone: (recoveryCodes: string[]) => void; onCancel?: () => void };

const resolver = lazyZodResolver(() =>
  import("@/lib/account/schemas").then((m) => m.confirmSecondFactorSchema),
);

/** Scan the QR code (drawn by the server) or type the key, then confirm with the first code. */
export function SecondFactorSetupForm({ onDone, onCancel }: Props) {
  const t = useTranslations("account.secondFactor");
  const begin = useBeginSecondFactor();
  const confirm = useConfirmSecondFactor();
  const form = useForm({
    resolver,
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { mutate } = begin;
  useEffect(() => mutate(), [mutate]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onDone((await confirm.mutateAsync(code)).data.recoveryCodes);
    } catch (error) {
      applyServerErrors(form, error, ["code"]);
    }
  });

  const setup = begin.data?.data;
  return (
    <div className="grid gap-4 text-sm">
      <p>{t("scan")}</p>
      {setup ? (
        <>
          {/* The SVG is the server's own drawing; a data: URL keeps it an image (no script). */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t("qrAlt")}
            width={192}
            height={192}
            className="rounded-md border border-border bg-white p-2"
          />
          <p className="text-muted-fg">
            {t("manual")} <Ltr className="font-mono break-all select-all">{setup.secret}</Ltr>
          </p>
        </>
      ) : begin.isError ? (
        <FormRootError error={{ message: t("setupFailed") }} />
      ) : (
        <Skeleton className="size-48" />
      )}
      <form onSubmit={submit} noValidate className="grid max-w-xs gap-3">
        <FormRootError error={errors.root?.server} />
        <FormField label={t("code")} error={errors.code?.message} required>
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            {...form.register("code")}
          />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" pending={isSubmitting} disabled={!setup}>
            {t("confirm")}
          </Button>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t("cancel")}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
