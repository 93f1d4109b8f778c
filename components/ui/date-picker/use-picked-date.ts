"use client";

import { toCalendar, type CalendarDate } from "@internationalized/date";
import { useState } from "react";

import { CALENDAR_OF, formatIsoDate, parseIsoDate, type CalendarSystem } from "@/lib/rental/dates";

/**
 * The day a picker shows, and `emit` for React Aria's onChange: it tells the form the API's
 * YYYY-MM-DD in the field's own calendar.
 *
 * The day is kept here, not only in the form, because the value that comes back may lag behind
 * what was typed (a filter's URL updates after a navigation): a value this field sent is its
 * echo, and only any other (a reset, the back button) replaces what is shown. And while a year
 * is typed digit by digit the day passes through years 2, 20, 203, which nobody means: the form
 * hears "" (typed, not a date yet: the schema says so if it stays) until the year has four
 * digits; undefined means the field was emptied.
 */
export function usePickedDate(
  value: string | null | undefined,
  calendar: CalendarSystem,
  onChange: (value: string | undefined) => void,
): [CalendarDate | null, (next: CalendarDate | null) => void] {
  const parse = (text: string | null | undefined) => (text ? parseIsoDate(text, calendar) : null);
  const [date, setDate] = useState(() => parse(value));
  const [received, setReceived] = useState(value);
  const [sent, setSent] = useState<(string | undefined)[]>([]);
  if (value !== received) {
    setReceived(value);
    const echo = sent.lastIndexOf(value ?? undefined);
    if (echo < 0) setDate(parse(value));
    setSent(sent.slice(echo + 1));
  }

  const emit = (next: CalendarDate | null) => {
    const text = !next
      ? undefined
      : toCalendar(next, CALENDAR_OF.gregory).year >= 1000
        ? formatIsoDate(toCalendar(next, CALENDAR_OF[calendar]))
        : "";
    setDate(next);
    setSent((previous) => [...previous.slice(-9), text]);
    onChange(text);
  };
  return [date, emit];
}
