"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";

import { DeedResult } from "./deed-result";
import { HijriDateField } from "./hijri-date-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { isApiError } from "@/lib/queries/api-error";
import { useRemoteDeedSearch } from "@/lib/queries/deeds";
import { applyServerErrors } from "@/lib/queries/server-errors";
import { deedRemoteSearchSchema, type DeedRemoteSearch } from "@/lib/rental/deed";

type Values = z.input<typeof deedRemoteSearchSchema>;
const FIELDS = ["deed_id", "owner_id", "date"];

/** POST search-deed/remote: deed number + owner ID + Hijri date, checked by the registry. */
export function RemoteDeedSearch() {
  const t = useTranslations("deeds");
  const search = useRemoteDeedSearch();
  const form = useForm<Values, unknown, DeedRemoteSearch>({
    resolver: zodResolver(deedRemoteSearchSchema),
    defaultValues: { deed_id: undefined, owner_id: "", date: "" },
  });
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
        applyServerErrors(form, error, FIELDS);
      }
    }
  });

  return (
    <Card aria-labelledby="deed-search-remote">
      <CardHeader>
        <CardTitle id="deed-search-remote">{t("remote.title")}</CardTitle>
        <CardDescription>{t("remote.description")}</CardDescription>
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
          <FormField
            label={t("fields.owner_id")}
            error={errors.owner_id?.message}
            description={t("hints.owner_id")}
            required
          >
            <Input
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              {...form.register("owner_id")}
            />
          </FormField>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <FormField label={t("fields.date")} error={errors.date?.message} required>
                <HijriDateField
                  name={field.name}
                  value={typeof field.value === "string" ? field.value : ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
          <FormRootError error={errors.root?.server} />
          <div>
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? t("remote.searching") : t("remote.submit")}
            </Button>
          </div>
        </form>
        {search.data ? <DeedResult deed={search.data.data} /> : null}
      </CardContent>
    </Card>
  );
}
