"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { DeedResult } from "./deed-result";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { isApiError } from "@/lib/queries/api-error";
import { useDeedSearch } from "@/lib/queries/deeds";
import { applyServerErrors } from "@/lib/queries/server-errors";
import { deedSearchSchema, type DeedSearch } from "@/lib/rental/deed";

type Values = z.input<typeof deedSearchSchema>;

/** POST search-deed: a deed the rental service already holds. */
export function LocalDeedSearch() {
  const t = useTranslations("deeds");
  const search = useDeedSearch();
  const form = useForm<Values, unknown, DeedSearch>({ resolver: zodResolver(deedSearchSchema) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
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
        applyServerErrors(form, error, ["deed_id"]);
      }
    }
  });

  return (
    <Card aria-labelledby="deed-search-local">
      <CardHeader>
        <CardTitle id="deed-search-local">{t("local.title")}</CardTitle>
        <CardDescription>{t("local.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label={t("fields.deed_id")}
            error={errors.deed_id?.message}
            description={t("hints.deed_id")}
            required
          >
            <Input
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              {...form.register("deed_id", { setValueAs: toNumberOrUndefined })}
            />
          </FormField>
          <FormRootError error={errors.root?.server} />
          <div>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? t("local.searching") : t("local.submit")}
            </Button>
          </div>
        </form>
        {search.data ? <DeedResult deed={search.data.data} /> : null}
      </CardContent>
    </Card>
  );
}
