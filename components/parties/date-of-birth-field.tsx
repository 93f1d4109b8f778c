"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";

import type { PartyFormValues } from "./party-form-values";
import { emptyToUndefined } from "./party-form-values";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Ltr } from "@/components/ui/ltr";
import type { PartyUpdate } from "@/lib/rental/party";
import { gregorianToHijri, hijriToGregorian } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";

type Calendar = "gregorian" | "hijri";
const FIELD = { gregorian: "date_of_birth", hijri: "date_of_birth_hijri" } as const;

/**
 * Date of birth typed in either calendar; the other is converted (Umm al-Qura tables) as the
 * user types, shown under the input, and sent too.
 */
export function DateOfBirthField({
  form,
}: {
  form: UseFormReturn<PartyFormValues, unknown, PartyUpdate>;
}) {
  const t = useTranslations("parties.dob");
  const id = useId();
  const initial = form.getValues();
  const [calendar, setCalendar] = useState<Calendar>(
    !initial.date_of_birth && initial.date_of_birth_hijri ? "hijri" : "gregorian",
  );
  const other: Calendar = calendar === "gregorian" ? "hijri" : "gregorian";
  const { errors } = form.formState;
  const otherValue = useWatch({ control: form.control, name: FIELD[other] });
  const ownValue = useWatch({ control: form.control, name: FIELD[calendar] });

  const convert = (typed: string) => {
    const value = normaliseDigits(typed.trim());
    const converted = value
      ? calendar === "gregorian"
        ? gregorianToHijri(value)
        : hijriToGregorian(value)
      : null;
    form.setValue(FIELD[other], converted ?? undefined, { shouldDirty: true });
    form.clearErrors(FIELD[other]);
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
      <FormField
        key={calendar}
        label={t(`label.${calendar}`)}
        error={errors[FIELD[calendar]]?.message ?? errors[FIELD[other]]?.message}
        description={
          <span aria-live="polite">
            {otherValue ? (
              <>
                {t(`equivalent.${other}`)} <Ltr>{otherValue}</Ltr>
              </>
            ) : ownValue ? (
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
          {...form.register(FIELD[calendar], {
            setValueAs: emptyToUndefined,
            onChange: (e: { target: { value: string } }) => convert(e.target.value),
          })}
        />
      </FormField>
    </div>
  );
}
