import type { ReactNode } from "react";

import { cardClasses } from "@/components/ui/cards";
import { cn } from "@/components/ui/cn";

// The rent card's tables: a table from the md breakpoint up, and below it (a phone) each row a
// card of label–value lines with its action at the foot, as every list's rows are
// (components/ui/cards.ts): one markup, its roles written out, nothing to scroll sideways.

export type CardColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's action (a button): the card's last line, with no label; no header text. */
  action?: boolean;
  className?: string;
};

type Props<T> = {
  caption: string;
  columns: CardColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
};

export function CardTable<T>({ caption, columns, rows, rowKey }: Props<T>) {
  return (
    <div className={cardClasses.box}>
      <table className={cardClasses.table} role="table">
        <caption className="sr-only">{caption}</caption>
        <thead className={cn(cardClasses.head, "max-md:hidden")} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                className={cn(
                  "px-3 py-2.5 text-start font-medium",
                  column.action && "print:hidden",
                )}
              >
                {column.action ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={cardClasses.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={cardClasses.row}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  role="cell"
                  className={cn(
                    cardClasses.cell,
                    column.action ? cardClasses.actions : cardClasses.fact,
                    column.action && "md:text-end print:hidden",
                    column.className,
                  )}
                >
                  {column.action ? null : (
                    <span className={cardClasses.label}>{column.header}</span>
                  )}
                  <div className={cardClasses.value}>{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
