// The date field's look, shared by the resting field (resting-field.tsx) and React Aria's picker
// (date-picker.tsx), which takes its place: the same classes keep the two the same size, so
// nothing moves when the picker arrives.

export const FIELD = "grid content-start gap-1.5";
export const LABEL_ROW = "flex items-baseline gap-0.5";
export const LABEL = "text-sm leading-none font-medium";
export const CONTROL_ROW = "flex flex-wrap items-center gap-2";
export const BOX =
  "flex h-9 min-w-0 flex-1 items-center rounded-md border border-input bg-card ps-3 text-sm shadow-xs";
export const SEGMENTS = "flex flex-1 tabular-nums";
export const CALENDAR_BUTTON = "grid size-9 shrink-0 place-items-center rounded-e-md text-muted-fg";
export const DESCRIPTION = "grid gap-0.5 text-xs text-muted-fg";
export const ERROR = "text-xs font-medium text-destructive";

/** The required field's asterisk (the field itself says "required" to assistive technology). */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-sm leading-none text-destructive">
      *
    </span>
  );
}
