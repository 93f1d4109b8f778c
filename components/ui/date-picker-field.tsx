"use client";

import { startTransition, useId, useImperativeHandle, useRef, useState } from "react";

import { RestingField } from "./date-picker/resting-field";
import type { DatePickerFieldProps, FocusPlace } from "./date-picker/types";
import { usePreferences } from "@/components/ui/preferences-provider";
import type { CalendarSystem } from "@/lib/rental/dates";

export type { DatePickerFieldProps };

// The picker (React Aria) is about 74 kB of script on the wire, more than the rest of a list
// page: it loads when a person reaches for a date field (a pointer over it, focus, a tap), not
// with the page. Until then, and while it loads, the field rests: drawn the same way with Intl.
// Once the script is in, one transition puts the picker in the resting field's place (and the
// focus in it, in the same commit). It is a plain component kept in state, not React.lazy: a
// lazy component suspends on its first render even when its script is in, and a render that
// suspends outside a transition hides the focused resting field behind a fallback copy, which
// left the focus on the page's body for a moment (seen in CI on a busy machine).
type PickerModule = typeof import("./date-picker/date-picker");
let pickerScript: Promise<PickerModule> | undefined;
const loadPicker = () => (pickerScript ??= import("./date-picker/date-picker"));

type Wake =
  | { state: "resting" }
  | { state: "awake"; Picker: PickerModule["default"] }
  | { state: "failed"; error: unknown };

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
  const [wake, setWake] = useState<Wake>({ state: "resting" });
  const labelId = useId();
  const picker = useRef<{ focus: () => void }>(null);
  const restingGroup = useRef<HTMLDivElement>(null);
  // Where the person is in the resting field, if anywhere: asked as the picker arrives.
  const place = useRef<FocusPlace | null>(null);
  const onWake = (focus: boolean) => {
    if (focus) place.current ??= {};
    void loadPicker().then(
      ({ default: Picker }) =>
        startTransition(() =>
          setWake((current) =>
            current.state === "resting" ? { state: "awake", Picker } : current,
          ),
        ),
      (error: unknown) => startTransition(() => setWake({ state: "failed", error })),
    );
  };
  // react-hook-form focuses the first invalid field: the picker's segment, or the resting field
  // (which wakes the picker, and the picker takes the focus on arrival).
  useImperativeHandle(focusRef, () => ({
    focus: () => (picker.current ?? restingGroup.current)?.focus(),
  }));

  const shared = { ...props, labelId, shown, onShownChange: setShown };
  // A script that failed to load fails here, for the error boundary (as the lazy picker did).
  if (wake.state === "failed") throw wake.error;
  if (wake.state === "resting")
    return (
      <RestingField
        {...shared}
        groupRef={restingGroup}
        onWake={onWake}
        onFocusPlace={(now) => (place.current = now)}
      />
    );
  const { Picker } = wake;
  return <Picker {...shared} focusRef={picker} focusOnArrival={() => place.current} />;
}
