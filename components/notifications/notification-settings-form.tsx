"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import {
  THRESHOLD_MAX_DAYS,
  THRESHOLD_MIN_DAYS,
  type NotificationKind,
} from "@/lib/notifications/kinds";
import {
  notificationSettingsOptions,
  useSaveNotificationSettings,
} from "@/lib/notifications/queries";
import type { NotificationSettings } from "@/lib/notifications/schemas";
import { isApiError } from "@/lib/query/api-error";

// /notifications/settings: the kinds one's role is told of, each on or off, and the two
// thresholds. The server checks them (400 with a message per field, shown beside the field).

export function NotificationSettingsForm() {
  const query = useQuery(notificationSettingsOptions());
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <QueryError query={query} />;
  return <SettingsForm initial={query.data.data} />;
}

type Field = "noticeDays" | "endingDays";

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations("notifications");
  const save = useSaveNotificationSettings();
  const [off, setOff] = useState<Set<NotificationKind>>(new Set(initial.disabledKinds));
  const [days, setDays] = useState({
    noticeDays: String(initial.noticeDays),
    endingDays: String(initial.endingDays),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        disabledKinds: [...off],
        noticeDays: Number(days.noticeDays),
        endingDays: Number(days.endingDays),
      },
      {
        onSuccess: () => toast.success(t("settings.saved")),
        onError: (error) => {
          const fields = isApiError(error) ? fieldsOf(error.fields) : {};
          if (Object.keys(fields).length) setErrors(fields);
          else toast.error(error.message);
        },
      },
    );
  };

  const dayField = (field: Field, show: boolean) =>
    show ? (
      <div className="grid gap-1">
        <label htmlFor={field} className="text-sm font-medium">
          {t(`settings.${field}`)}
        </label>
        <Input
          id={field}
          type="number"
          inputMode="numeric"
          min={THRESHOLD_MIN_DAYS}
          max={THRESHOLD_MAX_DAYS}
          className="max-w-32"
          value={days[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={`${field}-hint${errors[field] ? ` ${field}-error` : ""}`}
          onChange={(e) => setDays({ ...days, [field]: e.target.value })}
        />
        <p id={`${field}-hint`} className="text-xs text-muted-fg">
          {t("settings.daysHint", { min: THRESHOLD_MIN_DAYS, max: THRESHOLD_MAX_DAYS })}
        </p>
        {errors[field] ? (
          <p id={`${field}-error`} className="text-sm text-destructive">
            {errors[field]}
          </p>
        ) : null}
      </div>
    ) : null;

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-6" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("settings.kindsLegend")}</legend>
        {initial.kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={!off.has(kind)}
              onChange={(e) => {
                const next = new Set(off);
                if (e.target.checked) next.delete(kind);
                else next.add(kind);
                setOff(next);
              }}
            />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {dayField("noticeDays", initial.kinds.includes("notice_deadline"))}
      {dayField("endingDays", initial.kinds.includes("contract_ending"))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

function fieldsOf(fields: Record<string, string[]> = {}): Partial<Record<Field, string>> {
  return {
    noticeDays: fields.noticeDays?.[0],
    endingDays: fields.endingDays?.[0],
  };
}
