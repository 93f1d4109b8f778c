"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { DIGEST_HOUR_MAX, DIGEST_HOUR_MIN } from "@/lib/digest/hours";
import { digestSettingsOptions, useSaveDigestSettings } from "@/lib/digest/queries";
import type { DigestSettings } from "@/lib/digest/schemas";
import { isApiError } from "@/lib/query/api-error";

// /notifications/settings, below the kinds: the morning digest by email, on or off, and its
// hour (Riyadh time). Without SMTP_URL the server sends no email, and this says so. The server
// checks the fields (400 per field, shown beside it).

const HOURS = Array.from(
  { length: DIGEST_HOUR_MAX - DIGEST_HOUR_MIN + 1 },
  (_, i) => DIGEST_HOUR_MIN + i,
);

export function DigestSettingsForm() {
  const query = useQuery(digestSettingsOptions());
  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError) return <QueryError query={query} />;
  return <Form initial={query.data.data} />;
}

function Form({ initial }: { initial: DigestSettings }) {
  const t = useTranslations("digest.settingsForm");
  const format = useFormat();
  const save = useSaveDigestSettings();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [hour, setHour] = useState(initial.hour);
  const [errors, setErrors] = useState<{ enabled?: string; hour?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { enabled, hour },
      {
        onSuccess: () => toast.success(t("saved")),
        onError: (error) => {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          if (fields.enabled || fields.hour)
            setErrors({ enabled: fields.enabled?.[0], hour: fields.hour?.[0] });
          else toast.error(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-4" noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
        {initial.emailEnabled ? null : (
          <p role="status" className="text-sm text-muted-fg">
            {t("off")}
          </p>
        )}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          {t("enabled")}
        </label>
        {errors.enabled ? <p className="text-sm text-destructive">{errors.enabled}</p> : null}
        <div className="grid gap-1">
          <label htmlFor="digest-hour" className="text-sm font-medium">
            {t("hour")}
          </label>
          <select
            id="digest-hour"
            className="h-9 max-w-32 rounded-md border border-input bg-background px-2 text-sm"
            value={hour}
            disabled={!enabled}
            aria-invalid={errors.hour ? true : undefined}
            aria-describedby={errors.hour ? "digest-hour-error" : undefined}
            onChange={(e) => setHour(Number(e.target.value))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t("hourOption", { hour: format.digits(String(h).padStart(2, "0")) })}
              </option>
            ))}
          </select>
          {errors.hour ? (
            <p id="digest-hour-error" className="text-sm text-destructive">
              {errors.hour}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
