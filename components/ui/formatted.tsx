"use client";

import { DualMarkup, NumMarkup } from "./formatted-markup";
import { useFormat } from "./use-format";
import type { DateStyle } from "@/lib/format/format";
import type { CalendarSystem } from "@/lib/rental/dates";

// Numbers, amounts and dates as a person reads them: the page's language, the person's digits
// and primary calendar (lib/format). Server components use formatted-server.tsx, with the same
// markup (formatted-markup.tsx). Record numbers, IDs and phones are written as digits: <Digits>.

type NumProps = {
  value: number | null | undefined;
  options?: Intl.NumberFormatOptions;
  className?: string;
};

/** A number with grouping and the preferred digits ("—" when there is none). */
export function Num({ value, options, className }: NumProps) {
  const format = useFormat();
  const text = value === null || value === undefined ? null : format.number(value, options);
  return <NumMarkup text={text} className={className} />;
}

/** An amount in Saudi riyals, in the language's own form ("SAR 60,000", "٦٠٬٠٠٠ ر.س."). */
export function Amount({ value, className }: Omit<NumProps, "options">) {
  const format = useFormat();
  const text = value === null || value === undefined ? null : format.amount(value);
  return <NumMarkup text={text} nowrap className={className} />;
}

type DateTextProps = {
  /** YYYY-MM-DD in `calendar`. */
  value: string | null | undefined;
  /** The calendar `value` is written in: Gregorian (default) or Hijri (deed dates). */
  calendar?: CalendarSystem;
  /** `inline`: "7 Jul 2024 (1 Muh. 1446 AH)"; `stacked`: the other calendar on a second line. */
  layout?: "inline" | "stacked";
  dateStyle?: DateStyle;
  className?: string;
};

/** A calendar day in the primary calendar with the other calendar's day beside it. */
export function DateText({
  value,
  calendar = "gregory",
  layout = "inline",
  dateStyle = "medium",
  className,
}: DateTextProps) {
  const format = useFormat();
  const dual = value ? format.dual(value, calendar, dateStyle) : null;
  if (!dual) return <span className={className}>{value || "—"}</span>;
  return (
    <DualMarkup
      iso={dual.iso}
      primary={dual.primary}
      secondary={dual.secondary}
      layout={layout}
      className={className}
    />
  );
}

type DateTimeTextProps = {
  /** An ISO instant. */
  value: string | null | undefined;
  layout?: "inline" | "stacked";
  seconds?: boolean;
  className?: string;
};

/** An instant in Riyadh time and the primary calendar, with the other calendar's day beside it. */
export function DateTimeText({ value, layout = "inline", seconds, className }: DateTimeTextProps) {
  const format = useFormat();
  const stamp = value ? format.dateTime(value, { seconds }) : null;
  if (!stamp) return <span className={className}>{value || "—"}</span>;
  return <DualMarkup {...stamp} layout={layout} className={className} />;
}
