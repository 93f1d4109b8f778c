"use client";

import { CalendarDate, toCalendar } from "@internationalized/date";
import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useImperativeHandle, useRef, useState } from "react";
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Text,
} from "react-aria-components/DatePicker";
import { I18nProvider } from "react-aria-components/I18nProvider";

import { CalendarPopover } from "./calendar-popover";
import { CalendarSwitch } from "./calendar-switch";
import { OtherCalendarDay } from "./other-calendar-day";
import type { DatePickerFieldProps } from "./types";
import { useDigitInput } from "./use-digit-input";
import { usePickedDate } from "./use-picked-date";
import { cn } from "@/components/ui/cn";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { usePreferences } from "@/components/layout/preferences-provider";
import { intlLocale } from "@/lib/format/format";
import {
  CALENDAR_OF,
  HIJRI_MAX_YEAR,
  HIJRI_MIN_YEAR,
  parseIsoDate,
  type CalendarSystem,
} from "@/lib/rental/dates";
import { useLanguage } from "@/lib/i18n/use-language";

// The Umm al-Qura tables' range: a Hijri field, or any field shown in Hijri, stays inside it.
const UQ = CALENDAR_OF["islamic-umalqura"];
const UQ_FIRST = new CalendarDate(UQ, HIJRI_MIN_YEAR, 1, 1);
const UQ_LAST_MONTH = new CalendarDate(UQ, HIJRI_MAX_YEAR, 12, 1);
const UQ_LAST = UQ_LAST_MONTH.set({ day: UQ.getDaysInMonth(UQ_LAST_MONTH) });

/** React Aria's DatePicker in the page's language, either calendar, the person's digits. */
export default function DatePickerImpl({
  label,
  value,
  onChange,
  onBlur,
  calendar = "gregory",
  displayCalendar,
  min,
  max,
  error,
  description,
  required,
  isDisabled,
  focusRef,
  className,
}: DatePickerFieldProps) {
  const t = useTranslations("dates.picker");
  const ruleMessage = useRuleMessage();
  const locale = useLanguage();
  const { digits, calendar: primary } = usePreferences();
  const [shown, setShown] = useState<CalendarSystem>(
    displayCalendar ?? (calendar === "islamic-umalqura" ? calendar : primary),
  );
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(focusRef, () => ({
    focus: () => group.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));

  const own = CALENDAR_OF[calendar];
  const [date, emit] = usePickedDate(value, calendar, onChange);
  const bound = (iso: string | undefined) => (iso ? parseIsoDate(iso, calendar) : null);
  const hijriBounds = calendar === "islamic-umalqura" || shown === "islamic-umalqura";
  const minValue = bound(min) ?? (hijriBounds ? toCalendar(UQ_FIRST, own) : undefined);
  const maxValue = bound(max) ?? (hijriBounds ? toCalendar(UQ_LAST, own) : undefined);
  useDigitInput(group, { locale, digits, shown, onDate: emit });

  return (
    <I18nProvider locale={intlLocale({ locale, digits }, shown)}>
      <DatePicker
        value={date}
        onChange={emit}
        onBlur={onBlur}
        minValue={minValue}
        maxValue={maxValue}
        placeholderValue={date ?? undefined}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={!!error}
        isRequired={required}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={cn("grid content-start gap-1.5", className)}
      >
        <div className="flex items-baseline gap-0.5">
          <Label id={labelId} className="text-sm leading-none font-medium">
            {label}
          </Label>
          {required ? (
            <span aria-hidden className="text-sm leading-none text-destructive">
              *
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Group
            ref={group}
            className={cn(
              "flex h-9 min-w-0 flex-1 items-center rounded-md border border-input bg-card ps-3 text-sm shadow-xs",
              "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
              "data-invalid:border-destructive data-disabled:opacity-60",
            )}
          >
            <DateInput className="flex flex-1 tabular-nums">
              {(segment) => (
                // The era (AH) is implied by the calendar switch beside the field.
                <DateSegment
                  segment={segment}
                  className={cn(
                    "rounded-sm px-0.5 outline-none focus:bg-primary focus:text-primary-fg",
                    "data-placeholder:text-muted-fg",
                    segment.type === "literal" && "px-0 text-muted-fg",
                    segment.type === "era" && "hidden",
                  )}
                />
              )}
            </DateInput>
            <Button
              aria-label={t("open")}
              className="grid size-9 shrink-0 place-items-center rounded-e-md text-muted-fg outline-none hover:text-foreground focus-visible:bg-muted"
            >
              <CalendarDays aria-hidden className="size-4" />
            </Button>
          </Group>
          <CalendarSwitch value={shown} onChange={setShown} fieldLabelId={labelId} />
        </div>
        <Text slot="description" className="grid gap-0.5 text-xs text-muted-fg">
          <OtherCalendarDay value={date} shown={shown} />
          {description ? <span>{description}</span> : null}
        </Text>
        <FieldError className="text-xs font-medium text-destructive">
          {ruleMessage(error)}
        </FieldError>
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
}
