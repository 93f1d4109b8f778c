"use client";

import { CalendarDate, toCalendar } from "@internationalized/date";
import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { useImperativeHandle, useLayoutEffect, useRef } from "react";
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
import * as look from "./field-look";
import { OtherCalendarDay } from "./other-calendar-day";
import type { DatePickerImplProps } from "./types";
import { useDigitInput } from "./use-digit-input";
import { usePickedDate } from "./use-picked-date";
import { cn } from "@/components/ui/cn";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { usePreferences } from "@/components/ui/preferences-provider";
import { intlLocale } from "@/lib/format/format";
import {
  CALENDAR_OF,
  formatIsoDate,
  HIJRI_MAX_YEAR,
  HIJRI_MIN_YEAR,
  parseIsoDate,
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
  min,
  max,
  error,
  description,
  required,
  isDisabled,
  focusRef,
  className,
  labelId,
  shown,
  onShownChange,
  focusOnArrival,
}: DatePickerImplProps) {
  const t = useTranslations("dates.picker");
  const ruleMessage = useRuleMessage();
  const locale = useLanguage();
  const { digits } = usePreferences();
  const group = useRef<HTMLDivElement>(null);
  const focus = () => group.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  useImperativeHandle(focusRef, () => ({ focus }));
  // The person was in the resting field when the picker arrived: the focus goes to the same place
  // here (the box's first segment, or the same calendar radio), in the same commit that took the
  // resting field away (a layout effect), so it is never left on the page's body in between.
  useLayoutEffect(() => {
    const place = focusOnArrival();
    if (!place) return;
    if (place.calendar === undefined) return focus();
    group.current?.parentElement
      ?.querySelector<HTMLElement>(`input[type="radio"][value="${place.calendar}"]`)
      ?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

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
        className={cn(look.FIELD, className)}
      >
        <div className={look.LABEL_ROW}>
          <Label id={labelId} className={look.LABEL}>
            {label}
          </Label>
          {required ? <look.RequiredMark /> : null}
        </div>
        <div className={look.CONTROL_ROW}>
          <Group
            ref={group}
            className={cn(
              look.BOX,
              "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
              "data-invalid:border-destructive data-disabled:opacity-60",
            )}
          >
            <DateInput className={look.SEGMENTS}>
              {(segment) => (
                // The era (AH) is implied by the calendar switch beside the field.
                <DateSegment
                  segment={segment}
                  className={cn(
                    "rounded-sm outline-none focus:bg-primary focus:text-primary-fg",
                    "data-placeholder:text-muted-fg",
                    segment.type === "literal" ? "px-0 text-muted-fg" : "px-0.5",
                    segment.type === "era" && "hidden",
                  )}
                />
              )}
            </DateInput>
            <Button
              aria-label={t("open")}
              className={cn(
                look.CALENDAR_BUTTON,
                "outline-none hover:text-foreground focus-visible:bg-muted",
              )}
            >
              <CalendarDays aria-hidden className="size-4" />
            </Button>
          </Group>
          <CalendarSwitch value={shown} onChange={onShownChange} fieldLabelId={labelId} />
        </div>
        <Text slot="description" className={look.DESCRIPTION}>
          <OtherCalendarDay
            iso={date ? formatIsoDate(toCalendar(date, CALENDAR_OF.gregory)) : null}
            shown={shown}
          />
          {description ? <span>{description}</span> : null}
        </Text>
        <FieldError className={look.ERROR}>{ruleMessage(error)}</FieldError>
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
}
