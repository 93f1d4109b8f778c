"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";

import type { PartyFormValues } from "./party-form-values";
import { DatePickerField } from "@/components/ui/date-picker-field";
import type { PartyUpdate } from "@/lib/rental/party";
import { gregorianToHijri, hijriToGregorian, todayInRiyadh } from "@/lib/rental/dates";

type Form = UseFormReturn<PartyFormValues, unknown, PartyUpdate>;

/**
 * The party's date of birth, picked or typed in either calendar (the picker's switch). The API
 * keeps it twice, Gregorian and Hijri: both are set from the one day chosen (Umm al-Qura tables).
 */
export function DateOfBirthField({ form }: { form: Form }) {
  const t = useTranslations("parties.columns");
  const [gregorian, hijri] = useWatch({
    control: form.control,
    name: ["date_of_birth", "date_of_birth_hijri"],
  });
  const { errors } = form.formState;
  // A party stored with only a Hijri date of birth shows that day.
  const value = gregorian ?? (hijri ? (hijriToGregorian(hijri) ?? undefined) : undefined);

  const choose = (day: string | undefined) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    form.setValue("date_of_birth", day, options);
    form.setValue(
      "date_of_birth_hijri",
      day ? (gregorianToHijri(day) ?? undefined) : undefined,
      options,
    );
  };

  return (
    <DatePickerField
      label={t("date_of_birth")}
      value={value}
      onChange={choose}
      onBlur={() => void form.trigger(["date_of_birth", "date_of_birth_hijri"])}
      max={todayInRiyadh()}
      error={errors.date_of_birth?.message ?? errors.date_of_birth_hijri?.message}
      className="sm:col-span-2"
    />
  );
}
