"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormRootError } from "@/components/ui/form-root-error";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { toNumberOrUndefined } from "@/components/ui/number-value";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes";
import { THRESHOLD_MAX_DAYS, THRESHOLD_MIN_DAYS } from "@/lib/notifications/kinds";
import {
  notificationSettingsOptions,
  useSaveNotificationSettings,
} from "@/lib/notifications/queries";
import type { NotificationSettings, NotificationSettingsInput } from "@/lib/notifications/schemas";
import { applyServerErrors } from "@/lib/query/server-errors";

// /notifications/settings: the kinds one's role is told of, each on or off, and the two
// thresholds, checked in the form by the schema the route handler uses (400 per field there),
// the days typed in either digit set.

const resolver = lazyZodResolver(() =>
  import("@/lib/notifications/schemas").then((m) => m.notificationSettingsInputSchema),
) as Resolver<NotificationSettingsInput, unknown, NotificationSettingsInput>;
const FIELDS = ["disabledKinds", "noticeDays", "endingDays"];

export function NotificationSettingsForm() {
  const query = useQuery(notificationSettingsOptions());
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <QueryError query={query} />;
  return <SettingsForm initial={query.data.data} />;
}

const valuesOf = ({ disabledKinds, noticeDays, endingDays }: NotificationSettings) => ({
  disabledKinds,
  noticeDays,
  endingDays,
});

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations("notifications");
  const tc = useTranslations("common");
  const format = useFormat();
  const save = useSaveNotificationSettings();
  const form = useForm<NotificationSettingsInput, unknown, NotificationSettingsInput>({
    resolver,
    defaultValues: valuesOf(initial),
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty && !isSubmitting);
  const off = useWatch({ control: form.control, name: "disabledKinds" });

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(valuesOf((await save.mutateAsync(values)).data));
      toast.success(t("settings.saved"));
    } catch (error) {
      // What was typed stays; the server's reasons appear beside their fields.
      applyServerErrors(form, error, FIELDS);
    }
  });

  const dayField = (field: "noticeDays" | "endingDays") => (
    <FormField
      label={t(`settings.${field}`)}
      error={errors[field]?.message}
      description={t("settings.daysHint", {
        min: format.number(THRESHOLD_MIN_DAYS),
        max: format.number(THRESHOLD_MAX_DAYS),
      })}
      className="max-w-xs"
      required
    >
      <Input
        inputMode="numeric"
        dir="ltr"
        className="max-w-32"
        {...form.register(field, { setValueAs: toNumberOrUndefined })}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-6" noValidate>
      <FormRootError error={errors.root?.server} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("settings.kindsLegend")}</legend>
        {initial.kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={!off.includes(kind)}
              onChange={(e) =>
                form.setValue(
                  "disabledKinds",
                  e.target.checked ? off.filter((k) => k !== kind) : [...off, kind],
                  { shouldDirty: true },
                )
              }
            />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {initial.kinds.includes("notice_deadline") ? dayField("noticeDays") : null}
      {initial.kinds.includes("contract_ending") ? dayField("endingDays") : null}
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? tc("saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
