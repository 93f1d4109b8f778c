"use client";

import { Columns3, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";

import { Button } from "./button";
import { cn } from "./cn";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { ExportMenu } from "./export-menu";
import { useFormat } from "./use-format";
import {
  columnLabel,
  type ColumnDef,
  type OnChangeFn,
  type VisibilityState,
} from "./table-columns";
import type { ExportList } from "@/lib/exports/formats";

type ToolbarProps<T> = {
  columns: readonly ColumnDef<T>[];
  visibility: VisibilityState;
  onVisibilityChange: OnChangeFn<VisibilityState>;
  /** Filters and other controls, shown at the start (behind a "Filters" button on a phone). */
  children?: ReactNode;
  /** How many filters are set: the phone's button says so ("Filters (2)"). */
  activeFilters?: number;
  /** The columns a person may hide (a list page's definition); else every column that allows it. */
  hideable?: readonly string[];
  /** The saved views menu of a list page. */
  views?: ReactNode;
  /** The paged list whose every matching row the Export menu downloads. */
  exportList?: ExportList;
  /** The export's parameters when they are not the page's URL (ExportMenu). */
  exportParams?: Record<string, string>;
};

export function DataTableToolbar<T>({
  columns,
  visibility,
  onVisibilityChange,
  children,
  activeFilters = 0,
  hideable: allowed,
  views,
  exportList,
  exportParams,
}: ToolbarProps<T>) {
  const t = useTranslations("common.table");
  const hideable = columns.filter((c) => c.enableHiding && (!allowed || allowed.includes(c.id)));
  const isShown = (id: string) => visibility[id] !== false;
  // On a phone the filters fold behind a disclosure button, so that the first screen shows rows;
  // from md up they are always shown and the button is not there.
  const [open, setOpen] = useState(false);
  const format = useFormat(); // the count in the person's digits, from the seed on first load
  const panelId = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
      {children ? (
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((now) => !now)}
        >
          <SlidersHorizontal aria-hidden />
          {activeFilters ? t("filtersSet", { shown: format.number(activeFilters) }) : t("filters")}
        </Button>
      ) : null}
      <div
        id={panelId}
        className={cn(
          "min-w-[min(100%,16rem)] flex-1 flex-wrap items-end gap-3 md:flex",
          open ? "flex max-md:order-last max-md:basis-full" : "hidden",
        )}
      >
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {views}
        {hideable.length ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                <Columns3 aria-hidden />
                {t("columns")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>{t("showColumns")}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {hideable.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column.id}
                  checked={isShown(column.id)}
                  onCheckedChange={(checked) =>
                    onVisibilityChange((now) => ({ ...now, [column.id]: checked === true }))
                  }
                  onSelect={(e) => e.preventDefault()}
                >
                  {columnLabel(column)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {exportList ? <ExportMenu list={exportList} params={exportParams} /> : null}
      </div>
    </div>
  );
}
