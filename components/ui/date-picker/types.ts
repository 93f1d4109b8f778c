import type { ReactNode, Ref } from "react";

import type { CalendarSystem } from "@/lib/rental/dates";

export type DatePickerFieldProps = {
  label: string;
  /** YYYY-MM-DD in `calendar` (Arabic-Indic digits allowed), or empty. */
  value: string | null | undefined;
  /**
   * YYYY-MM-DD in `calendar`; "" while what is typed is not a date yet (a year of fewer than four
   * digits); undefined when the field is emptied.
   */
  onChange: (value: string | undefined) => void;
  /** Focus left the field (react-hook-form's `onTouched` validation). */
  onBlur?: () => void;
  /** The calendar the value is written in, as the API wants it. Default: Gregorian. */
  calendar?: CalendarSystem;
  /**
   * The calendar the picker opens in (the person can switch). Default: the field's own when it
   * is Hijri, otherwise the person's primary calendar.
   */
  displayCalendar?: CalendarSystem;
  /** Earliest and latest day that can be chosen, YYYY-MM-DD in `calendar`. */
  min?: string;
  max?: string;
  error?: string;
  description?: ReactNode;
  required?: boolean;
  isDisabled?: boolean;
  /** Gives react-hook-form a way to focus the field (its `field.ref`). */
  focusRef?: Ref<{ focus: () => void }>;
  className?: string;
};

/** What the field gives the picker it loads: the state both share (label, shown calendar). */
export type DatePickerImplProps = Omit<DatePickerFieldProps, "displayCalendar"> & {
  labelId: string;
  shown: CalendarSystem;
  onShownChange: (calendar: CalendarSystem) => void;
  /**
   * Asked as the picker arrives (in the commit that takes the resting field away): where in the
   * field the person is, if anywhere. The focus goes to the same place in the picker.
   */
  focusOnArrival: () => FocusPlace | null;
};

/** Where the focus is in a resting field: its box, or a radio of its calendar switch. */
export type FocusPlace = { calendar?: string };
