"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";

import { DeedResult } from "./deed-result";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/query/api-error";
import { applyServerErrors } from "@/lib/query/server-errors";
import type { Deed } from "@/lib/rental/results";

/**
 * Submits a deed search. A 404 means "no such deed" and is said in the form with the number
 * searched for; other refusals go to their fields (or the form when not one of `fields`).
 */
export function useDeedSearchSubmit<V extends FieldValues, O extends { deed_id: number }>(
  form: UseFormReturn<V, unknown, O>,
  search: { reset: () => void; mutateAsync: (values: O) => Promise<unknown> },
  fields: readonly string[],
) {
  const t = useTranslations("deeds");
  return form.handleSubmit(async (values) => {
    search.reset();
    try {
      await search.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        form.setError("root.server", {
          type: "server",
          message: t("result.notFound", { deedId: values.deed_id }),
        });
      } else {
        applyServerErrors(form, error, fields);
      }
    }
  });
}

/** The deed number box both searches start with. */
export function DeedIdField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations("deeds");
  return (
    <FormField label={t("fields.deed_id")} error={error} description={t("hints.deed_id")} required>
      <Input dir="ltr" inputMode="numeric" autoComplete="off" {...registration} />
    </FormField>
  );
}

/** A search's card: its title and text (from `deeds.<kind>`), the form, and the deed found. */
export function DeedSearchCard({
  kind,
  onSubmit,
  isSubmitting,
  rootError,
  deed,
  children,
}: {
  kind: "local" | "remote";
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  rootError: ComponentProps<typeof FormRootError>["error"];
  deed: Deed | undefined;
  children: ReactNode;
}) {
  const t = useTranslations("deeds");
  const titleId = `deed-search-${kind}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t(`${kind}.title`)}</CardTitle>
        <CardDescription>{t(`${kind}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <FormRootError error={rootError} />
          <div>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? t(`${kind}.searching`) : t(`${kind}.submit`)}
            </Button>
          </div>
        </form>
        {deed ? <DeedResult deed={deed} /> : null}
      </CardContent>
    </Card>
  );
}
