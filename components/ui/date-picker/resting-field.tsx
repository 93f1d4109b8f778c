"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  useEffect,
  useEffectEvent,
  useId,
  type FocusEventHandler,
  type PointerEventHandler,
  type RefObject,
} from "react";

import { CalendarSwitch } from "./calendar-switch";
import * as look from "./field-look";
import { OtherCalendarDay } from "./other-calendar-day";
import type { DatePickerFieldProps, FocusPlace } from "./types";
import { cn } from "@/components/ui/cn";
import { useFormat } from "@/components/ui/use-format";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { convertDay } from "@/lib/format/calendar-days";
import type { CalendarSystem } from "@/lib/rental/dates";

type RestingFieldProps = DatePickerFieldProps & {
  labelId: string;
  /** The focusable box, for the form to focus the field. */
  groupRef: RefObject<HTMLDivElement | null>;
  shown: CalendarSystem;
  onShownChange: (calendar: CalendarSystem) => void;
  /** The person reached for the field (pointer over it, or focus): load the picker. */
  onWake: (focus: boolean) => void;
  /** Where the focus is in the field as it moves, null once it has left. */
  onFocusPlace: (place: FocusPlace | null) => void;
};

type SegmentType = "day" | "month" | "year";
const SEGMENT_TYPES: readonly string[] = ["day", "month", "year"] satisfies SegmentType[];

/**
 * The date field as it looks before React Aria's picker is loaded (its script is most of a
 * page's): the same label, box, calendar switch and other calendar's day, drawn with Intl alone.
 * A pointer over it or focus on it loads the picker, which takes its place without a shift.
 */
export function RestingField({
  label,
  value,
  calendar = "gregory",
  error,
  description,
  required,
  isDisabled,
  className,
  labelId,
  groupRef,
  shown,
  onShownChange,
  onWake,
  onFocusPlace,
}: RestingFieldProps) {
  const t = useTranslations("dates.picker.segments");
  const ruleMessage = useRuleMessage();
  const format = useFormat();
  const iso = value ? convertDay(value, calendar, "gregory") : null;
  // The segments React Aria will show; an empty field shows their names in the same order.
  const parts = format.dayParts(iso ?? "2000-12-31", shown);
  const wakeOnPointer: PointerEventHandler = (event) => onWake(event.type === "pointerdown");
  const wakeOnFocus: FocusEventHandler = () => onWake(true);
  const message = ruleMessage(error);
  const describedBy = useId();
  // Focus that arrived before the page came to life (a quick Tab while its scripts still load)
  // fired no focus event: once this field is hydrated, it wakes with the focus.
  const wakeIfFocused = useEffectEvent(() => {
    if (groupRef.current && groupRef.current === document.activeElement) onWake(true);
  });
  useEffect(() => wakeIfFocused(), []);

  return (
    <div
      className={cn(look.FIELD, className)}
      // Move, not enter: a pointer already over the field when the page came to life wakes it too.
      onPointerMove={isDisabled ? undefined : wakeOnPointer}
      onPointerDown={isDisabled ? undefined : wakeOnPointer}
      // The box or a calendar radio (focus events bubble in React): where the picker puts the focus.
      onFocus={(event) =>
        onFocusPlace(
          event.target instanceof HTMLInputElement ? { calendar: event.target.value } : {},
        )
      }
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusPlace(null);
      }}
    >
      <div className={look.LABEL_ROW}>
        <span id={labelId} className={look.LABEL}>
          {label}
        </span>
        {required ? <look.RequiredMark /> : null}
      </div>
      <div className={look.CONTROL_ROW}>
        <div
          ref={groupRef}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={`${describedBy}-description${message ? ` ${describedBy}-error` : ""}`}
          aria-disabled={isDisabled || undefined}
          data-invalid={error ? true : undefined}
          tabIndex={isDisabled ? undefined : 0}
          onFocus={wakeOnFocus}
          className={cn(
            look.BOX,
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "data-invalid:border-destructive",
            isDisabled && "opacity-60",
          )}
        >
          <span className={look.SEGMENTS}>
            {parts.map((part, i) =>
              SEGMENT_TYPES.includes(part.type) ? (
                <span key={i} className={cn("px-0.5", !iso && "text-muted-fg")}>
                  {iso ? part.value : t(part.type as SegmentType)}
                </span>
              ) : (
                <span key={i} className="text-muted-fg">
                  {part.value}
                </span>
              ),
            )}
          </span>
          <span className={look.CALENDAR_BUTTON}>
            <CalendarDays aria-hidden className="size-4" />
          </span>
        </div>
        <CalendarSwitch value={shown} onChange={onShownChange} fieldLabelId={labelId} />
      </div>
      <span id={`${describedBy}-description`} className={look.DESCRIPTION}>
        <OtherCalendarDay iso={iso} shown={shown} />
        {description ? <span>{description}</span> : null}
      </span>
      {message ? (
        <span id={`${describedBy}-error`} className={look.ERROR}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
