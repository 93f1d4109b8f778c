"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarMonthPicker,
  CalendarYearPicker,
} from "react-aria-components/Calendar";
import { Popover } from "react-aria-components/DatePicker";
import { Dialog } from "react-aria-components/Dialog";

import { cn } from "@/components/ui/cn";
import { createCalendar } from "@/lib/rental/dates";
import { useLanguage } from "@/lib/i18n/use-language";

const navButton =
  "grid size-8 place-items-center rounded-md text-muted-fg outline-none hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-disabled:opacity-40";
const select =
  "h-8 min-w-0 rounded-md border border-input bg-card px-1 text-sm focus-visible:outline-2 focus-visible:outline-ring";

type Picker = {
  "aria-label": string;
  value: string | number;
  onChange: (key: number) => void;
  items: { id: number; formatted: string }[];
};

/** Month and year as native selects (quick for a date of birth decades back), named by React Aria. */
function PickerSelect({ "aria-label": label, value, onChange, items }: Picker) {
  return (
    <select
      aria-label={label}
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      className={select}
    >
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.formatted}
        </option>
      ))}
    </select>
  );
}

/** The month grid in the picker's calendar (the locale's -u-ca-), keyboard-navigable. */
export function CalendarPopover() {
  // Arabic has no short weekday names: the full ones do not fit a column, the narrow ones do.
  const weekdayStyle = useLanguage() === "ar" ? "narrow" : "short";
  return (
    <Popover
      placement="bottom end"
      className="z-50 rounded-lg border border-border bg-card p-3 text-card-fg shadow-lg outline-none"
    >
      <Dialog className="outline-none">
        {/* Weeks start on Sunday in Saudi Arabia, in both languages. */}
        <Calendar createCalendar={createCalendar} firstDayOfWeek="sun" className="grid gap-3">
          <header className="flex items-center justify-between gap-1">
            <Button slot="previous" className={navButton}>
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            </Button>
            <div className="flex gap-1">
              <CalendarMonthPicker format="long">
                {(p) => <PickerSelect {...p} />}
              </CalendarMonthPicker>
              <CalendarYearPicker visibleYears={120}>
                {(p) => <PickerSelect {...p} />}
              </CalendarYearPicker>
            </div>
            <Button slot="next" className={navButton}>
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Button>
          </header>
          <CalendarGrid className="border-collapse text-center text-sm" weekdayStyle={weekdayStyle}>
            {(date) => (
              <CalendarCell
                date={date}
                className={cn(
                  "grid size-9 cursor-default place-items-center rounded-md tabular-nums outline-none",
                  "hover:bg-muted data-outside-month:hidden data-disabled:text-muted-fg/50",
                  "data-focus-visible:outline-2 data-focus-visible:outline-ring",
                  "data-today:font-semibold data-today:underline data-today:underline-offset-4",
                  "data-selected:bg-primary data-selected:text-primary-fg",
                )}
              />
            )}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
