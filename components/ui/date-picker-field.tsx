"use client";

import {
  lazy,
  startTransition,
  Suspense,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";

import { RestingField } from "./date-picker/resting-field";
import type { DatePickerFieldProps } from "./date-picker/types";
import { usePreferences } from "@/components/layout/preferences-provider";
import type { CalendarSystem } from "@/lib/rental/dates";

export type { DatePickerFieldProps };

// The picker (React Aria) is about 74 kB of script on the wire, more than the rest of a list
// page: it loads when a person reaches for a date field (a pointer over it, focus, a tap), not
// with the page. Until then, and while it loads, the field rests: drawn the same way with Intl.
// The field wakes once the picker's script is in (a transition too), so the resting field (and
// the focus in it) stays until the picker is there to take its place: no fallback is shown, and
// no other render meanwhile can swap the focused element for a copy.
const importPicker = () => import("./date-picker/date-picker");
let pickerScript: ReturnType<typeof importPicker> | undefined;
const loadPicker = () => (pickerScript ??= importPicker());
const DatePicker = lazy(loadPicker);

/** Asleep, or loading/loaded; "focus" when the person was in the field as it woke. */
type Wake = "resting" | "awake" | "focus";

/**
 * The one date input: typed segment by segment (any digit set) or picked from a calendar, in
 * Gregorian or Hijri (a switch beside it), with the other calendar's day shown live under it.
 * The value is the API's YYYY-MM-DD in the field's own `calendar`.
 */
export function DatePickerField({ displayCalendar, focusRef, ...props }: DatePickerFieldProps) {
  const { calendar: primary } = usePreferences();
  const [shown, setShown] = useState<CalendarSystem>(
    displayCalendar ?? (props.calendar === "islamic-umalqura" ? props.calendar : primary),
  );
  const [wake, setWake] = useState<Wake>("resting");
  const labelId = useId();
  const picker = useRef<{ focus: () => void }>(null);
  const restingGroup = useRef<HTMLDivElement>(null);
  const onWake = (focus: boolean) =>
    // `finally`: a script that failed to load fails in the lazy component, for the error boundary.
    void loadPicker().finally(() =>
      startTransition(() =>
        setWake((current) => (focus ? "focus" : current === "resting" ? "awake" : current)),
      ),
    );
  // react-hook-form focuses the first invalid field: the picker's segment, or the resting field
  // (which wakes the picker, and the picker takes the focus on arrival).
  useImperativeHandle(focusRef, () => ({
    focus: () => (picker.current ?? restingGroup.current)?.focus(),
  }));

  const shared = { ...props, labelId, shown, onShownChange: setShown };
  const resting = (
    <RestingField
      {...shared}
      groupRef={restingGroup}
      onWake={onWake}
      onRestingBlur={() => setWake((current) => (current === "focus" ? "awake" : current))}
    />
  );
  return (
    <Suspense fallback={resting}>
      {wake === "resting" ? (
        resting
      ) : (
        <DatePicker {...shared} focusRef={picker} autoFocus={wake === "focus"} />
      )}
    </Suspense>
  );
}
