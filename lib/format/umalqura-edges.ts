import { CalendarDate, toCalendar } from "@internationalized/date";

import { CALENDAR_OF, HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "@/lib/rental/dates";

// The first and last day of every Umm al-Qura month in the supported years, as
// @internationalized/date converts them. Tests format these Gregorian days with Intl
// (-u-ca-islamic-umalqura) in Node and in Chromium: the displays (Intl) and the conversions
// (@internationalized/date) must agree on every month and year edge.

export type CalendarEdge = { gregorian: string; hijri: [number, number, number] };

export function umalquraMonthEdges(from = HIJRI_MIN_YEAR, to = HIJRI_MAX_YEAR): CalendarEdge[] {
  const uq = CALENDAR_OF["islamic-umalqura"];
  const edges: CalendarEdge[] = [];
  for (let year = from; year <= to; year++) {
    for (let month = 1; month <= 12; month++) {
      const first = new CalendarDate(uq, year, month, 1);
      for (const day of [1, uq.getDaysInMonth(first)]) {
        const gregorian = toCalendar(first.set({ day }), CALENDAR_OF.gregory).toString();
        edges.push({ gregorian, hijri: [year, month, day] });
      }
    }
  }
  return edges;
}

let intl: Intl.DateTimeFormat | undefined;

/** Year, month and day of a Gregorian day as Intl shows it in the Umm al-Qura calendar. */
export function intlUmalqura(gregorian: string): [number, number, number] {
  intl ??= new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone: "UTC",
  });
  const parts = intl.formatToParts(new Date(`${gregorian}T00:00:00Z`));
  const get = (type: string) => Number.parseInt(parts.find((p) => p.type === type)?.value ?? "");
  return [get("year"), get("month"), get("day")];
}
