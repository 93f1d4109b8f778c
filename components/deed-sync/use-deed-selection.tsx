"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";

import { MAX_SELECTED } from "@/lib/deeds/sync/selection";
import type { Property } from "@/lib/rental/records";

// Deeds picked for a bulk sync on the properties list (admins), kept across pages and filters
// until synced or cleared, and the checkbox column that picks them. Native checkboxes: each
// labelled with its property's name, the header's with "every deed on this page".

export type PickedDeed = Pick<Property, "id" | "document_number" | "property_name" | "synced_at">;

const column = createColumnHelper<Property>();

export function useDeedSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedDeed>>(new Map());
  const toggle = (rows: readonly Property[], on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      for (const p of rows) {
        if (!on) next.delete(p.id);
        else if (next.size < MAX_SELECTED)
          next.set(p.id, {
            id: p.id,
            document_number: p.document_number,
            property_name: p.property_name,
            synced_at: p.synced_at,
          });
      }
      return next;
    });
  return { picked, toggle, clear: () => setPicked(new Map()) };
}

export type DeedSelection = ReturnType<typeof useDeedSelection>;

/** The checkbox column, first in the table. */
export function useSelectColumn(selection: DeedSelection, rows: readonly Property[]) {
  const t = useTranslations("deedSync.bar");
  const { picked, toggle } = selection;
  return useMemo(() => {
    const all = rows.length > 0 && rows.every((p) => picked.has(p.id));
    const some = rows.some((p) => picked.has(p.id));
    return column.display({
      id: "select",
      enableHiding: false,
      meta: { className: "w-10", headerOnCards: true },
      header: () => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t("selectPage")}
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = some && !all;
          }}
          onChange={(e) => toggle(rows, e.target.checked)}
        />
      ),
      cell: (info) => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t("selectRow", { name: info.row.original.property_name })}
          checked={picked.has(info.row.original.id)}
          onChange={(e) => toggle([info.row.original], e.target.checked)}
        />
      ),
    });
    // `toggle` only closes over the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked, rows, t]);
}
