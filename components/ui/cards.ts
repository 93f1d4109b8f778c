import type { ColumnDef } from "./table-columns";

// Below the md breakpoint (a phone) a DataTable's rows are cards: the same <table> markup with
// its roles written out (display: block drops a table's semantics in some browsers), each row
// a box of label–value lines and its actions at the foot, so nothing needs sideways scrolling.
// One markup for both sizes: no second copy of the rows, no switch after hydration (no layout
// shift), and the same buttons and names for a keyboard or a screen reader. Headers that sort
// (and a select-all box) stay above the cards as chips; the other headers are each card's
// labels, which the desktop's table hides. The sort buttons sit in a grid of fixed columns, not
// a wrapping row: how many rows they take then depends on the screen's width only, not on the
// text's, which changes when the web font replaces the fallback (English contracts on a 412 px
// phone: four buttons fitted one row with 6 px to spare in the fallback and wrapped to two in
// Plex, moving every card below by 42 px: a layout shift of 0.153).

export const cardClasses = {
  box: "relative md:overflow-x-auto md:rounded-lg md:border md:border-border md:bg-card print:overflow-visible",
  table: "w-full border-collapse text-sm max-md:block",
  head: "bg-muted/60 text-muted-fg max-md:bg-transparent",
  headRow: "max-md:grid max-md:grid-cols-2 max-md:gap-2 sm:max-md:grid-cols-4",
  headCell:
    "max-md:h-auto max-md:min-w-0 max-md:rounded-md max-md:border max-md:border-border max-md:bg-card max-md:px-2 max-md:py-1",
  body: "max-md:mt-2 max-md:block max-md:space-y-3",
  row: "border-t border-border max-md:flex max-md:flex-col max-md:gap-1.5 max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3",
  cell: "px-3 py-2.5 align-middle max-md:flex max-md:min-w-0 max-md:items-baseline max-md:gap-3 max-md:p-0 max-md:text-end",
  /** A label–value line: the label at the start, the value at the end. */
  fact: "max-md:justify-between",
  value: "min-w-0 break-words",
  label: "shrink-0 text-start text-xs text-muted-fg md:hidden",
  actions: "max-md:justify-end max-md:border-t max-md:border-border max-md:pt-2",
} as const;

/** A column of row actions (Edit…): the card's last line. */
export const isActions = <T>(column: ColumnDef<T>) =>
  column.id === "actions" || column.meta?.card === "actions";

/** Whether a card shows the column's name beside its value (not for actions or a checkbox). */
export const cardLabelled = <T>(column: ColumnDef<T>) =>
  typeof column.header === "string" && !isActions(column);

/** A cell's place on a card: the columns that matter first (meta.card), actions last. */
export function cardOrder<T>(column: ColumnDef<T>, position: number): number {
  const card = column.meta?.card;
  if (isActions(column)) return 1000;
  return typeof card === "number" ? card : 100 + position;
}
