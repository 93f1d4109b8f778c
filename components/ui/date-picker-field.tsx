"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

import { cn } from "./cn";
import type { DatePickerFieldProps } from "./date-picker/types";

export type { DatePickerFieldProps };

// The picker (React Aria) is about 65 kB of script: it loads on its own, after the page, so it
// stays out of every page's first load. Until it is there, a placeholder of the same size.
const DatePicker = lazy(() => import("./date-picker/date-picker"));

const subscribe = () => () => {};

/**
 * The one date input: typed segment by segment (any digit set) or picked from a calendar, in
 * Gregorian or Hijri (a switch beside it), with the other calendar's day shown live under it.
 * The value is the API's YYYY-MM-DD in the field's own `calendar`.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  // Rendered in the browser only: the picker's "today" and locale data are the browser's.
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const placeholder = <Placeholder label={props.label} className={props.className} />;
  return mounted ? (
    <Suspense fallback={placeholder}>
      <DatePicker {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}

function Placeholder({ label, className }: { label: string; className?: string }) {
  return (
    <div aria-hidden className={cn("grid content-start gap-1.5", className)}>
      <span className="text-sm leading-none font-medium">{label}</span>
      <span className="h-9 rounded-md border border-input bg-card" />
    </div>
  );
}
