"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import type { PartyFormValues } from "./party-form-values";
import { emptyToUndefined } from "./party-form-values";
import { HijriDateField } from "@/components/deeds/hijri-date-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Ltr } from "@/components/ui/ltr";
import type { PartyUpdate } from "@/lib/rental/party";
import { gregorianToHijri, hijriToGregorian } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";

type Calendar = "gregorian" | "hijri";
type Form = UseFormReturn<PartyFormValues, unknown, PartyUpdate>;

/**
 * Date of birth typed in either calendar; the other is converted (Umm al-Qura tables) as the
 * user types, shown beside the input, and sent too.
 */
export function DateOfBirthField({ form }: { form: Form }) {
  const t = useTranslations("parties.dob");
  const id = useId();
  const initial = form.getValues();
  const [calendar, setCalendar] = useState<Calendar>(
    !initial.date_of_birth && initial.date_of_birth_hijri ? "hijri" : "gregorian",
  );
  const { errors } = form.formState;
  const error = errors.date_of_birth?.message ?? errors.date_of_birth_hijri?.message;

  /** Keeps the other calendar's field in step with the one being typed. */
  const sync = (typed: string, from: Calendar) => {
    const value = normaliseDigits(typed.trim());
    const converted = !value
      ? null
      : from === "gregorian"
        ? gregorianToHijri(value)
        : hijriToGregorian(value);
    const target = from === "gregorian" ? "date_of_birth_hijri" : "date_of_birth";
    form.setValue(target, converted ?? undefined, { shouldDirty: true });
    form.clearErrors(target);
  };

  return (
    <div className="grid gap-3 sm:col-span-2">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 w-full text-sm font-medium">{t("enterIn")}</legend>
        {(["gregorian", "hijri"] as const).map((c) => (
          <label key={c} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-calendar`}
              value={c}
              checked={calendar === c}
              onChange={() => setCalendar(c)}
              className="size-4 accent-primary"
            />
            {t(`calendars.${c}`)}
          </label>
        ))}
      </fieldset>
      {calendar === "gregorian" ? (
        <GregorianInput form={form} error={error} onTyped={(v) => sync(v, "gregorian")} />
      ) : (
        <Controller
          control={form.control}
          name="date_of_birth_hijri"
          render={({ field }) => (
            <FormField label={t("label.hijri")} error={error}>
              {/* The deeds page's Hijri field: typed or picked, Gregorian shown under it. */}
              <HijriDateField
                value={field.value ?? ""}
                name={field.name}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value.trim() ? value : undefined);
                  sync(value, "hijri");
                }}
              />
            </FormField>
          )}
        />
      )}
    </div>
  );
}

function GregorianInput({
  form,
  error,
  onTyped,
}: {
  form: Form;
  error: string | undefined;
  onTyped: (value: string) => void;
}) {
  const t = useTranslations("parties.dob");
  const hijri = useWatch({ control: form.control, name: "date_of_birth_hijri" });
  const own = useWatch({ control: form.control, name: "date_of_birth" });
  return (
    <FormField
      label={t("label.gregorian")}
      error={error}
      description={
        <span aria-live="polite">
          {hijri ? (
            <>
              {t("equivalent.hijri")} <Ltr>{hijri}</Ltr>
            </>
          ) : own ? (
            t("noEquivalent")
          ) : (
            t("hint")
          )}
        </span>
      }
    >
      <Input
        dir="ltr"
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        autoComplete="off"
        {...form.register("date_of_birth", {
          setValueAs: emptyToUndefined,
          onChange: (e: { target: { value: string } }) => onTyped(e.target.value),
        })}
      />
    </FormField>
  );
}
