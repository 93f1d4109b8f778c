"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { cn } from "@/components/ui/cn";
import type { CalendarSystem } from "@/lib/rental/dates";

type CalendarSwitchProps = {
  value: CalendarSystem;
  onChange: (calendar: CalendarSystem) => void;
  /** The field's label, so that each switch is named after its field. */
  fieldLabelId: string;
};

/** Gregorian | Hijri: which calendar the picker is typed and browsed in (two radios). */
export function CalendarSwitch({ value, onChange, fieldLabelId }: CalendarSwitchProps) {
  const t = useTranslations("dates");
  const id = useId();
  const names: Record<CalendarSystem, string> = {
    gregory: t("calendars.gregory"),
    "islamic-umalqura": t("calendars.islamic-umalqura"),
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id} ${fieldLabelId}`}
      className="inline-flex h-9 shrink-0 rounded-md border border-input bg-card p-0.5 text-xs"
    >
      <span id={id} className="sr-only">
        {t("picker.calendar")}
      </span>
      {(Object.keys(names) as CalendarSystem[]).map((calendar) => (
        <label
          key={calendar}
          className={cn(
            "relative grid cursor-pointer place-items-center rounded px-2 font-medium text-muted-fg select-none",
            "has-checked:bg-primary has-checked:text-primary-fg",
            "has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring",
          )}
        >
          <input
            type="radio"
            name={id}
            value={calendar}
            checked={value === calendar}
            onChange={() => onChange(calendar)}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {names[calendar]}
        </label>
      ))}
    </div>
  );
}
