"use client";

import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";

import { DeedIdField, DeedSearchCard, useDeedSearchSubmit } from "./deed-search-card";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { useRemoteDeedSearch } from "@/lib/deeds/queries";
import type { deedRemoteSearchSchema, DeedRemoteSearch } from "@/lib/rental/deed";

type Values = z.input<typeof deedRemoteSearchSchema>;
const FIELDS = ["deed_id", "owner_id", "date"];
// The shared rule (and zod) load with the first search, not with the page.
const resolver = lazyZodResolver<Values, DeedRemoteSearch>(() =>
  import("@/lib/rental/deed").then((m) => m.deedRemoteSearchSchema),
);

/** POST search-deed/remote: deed number + owner ID + Hijri date, checked by the registry. */
export function RemoteDeedSearch() {
  const t = useTranslations("deeds");
  const search = useRemoteDeedSearch();
  const form = useForm<Values, unknown, DeedRemoteSearch>({
    resolver,
    defaultValues: { deed_id: undefined, owner_id: "", date: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = useDeedSearchSubmit(form, search, FIELDS);

  return (
    <DeedSearchCard
      kind="remote"
      onSubmit={submit}
      isSubmitting={isSubmitting}
      rootError={errors.root?.server}
      deed={search.data?.data}
    >
      <DeedIdField
        error={errors.deed_id?.message}
        registration={form.register("deed_id", { setValueAs: toNumberOrUndefined })}
      />
      <FormField
        label={t("fields.owner_id")}
        error={errors.owner_id?.message}
        description={t("hints.owner_id")}
        required
      >
        <Input dir="ltr" inputMode="numeric" autoComplete="off" {...form.register("owner_id")} />
      </FormField>
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DatePickerField
            label={t("fields.date")}
            calendar="islamic-umalqura"
            value={typeof field.value === "string" ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={errors.date?.message}
            required
          />
        )}
      />
    </DeedSearchCard>
  );
}
