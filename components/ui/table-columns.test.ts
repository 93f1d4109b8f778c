import { describe, expect, it } from "vitest";

import { columnLabel, createColumnHelper, nextSorting } from "./table-columns";

type Unit = { id: number; unit_number: string; area: number | null; rented: boolean };
const column = createColumnHelper<Unit>();
const units: Unit[] = [
  { id: 1, unit_number: "A-1", area: 120.5, rented: true },
  { id: 2, unit_number: "A-2", area: null, rented: false },
];

describe("table columns", () => {
  it("reads a key or a function, and renders the value when no cell is given", () => {
    const byKey = column.accessor("unit_number", { header: "Unit" });
    const byFunction = column.accessor((u) => u.area ?? 0, { id: "area", header: "Area" });
    expect(byKey.id).toBe("unit_number");
    expect(byKey.value?.(units[0]!)).toBe("A-1");
    expect(byKey.cell(units[0]!)).toBe("A-1");
    expect(byFunction.cell(units[1]!)).toBe("0");
    expect(column.accessor("area", { header: "Area" }).cell(units[1]!)).toBeNull();
  });

  it("gives a cell its row and value", () => {
    const unit = column.accessor("unit_number", {
      header: "Unit",
      cell: (info) => `${info.row.original.id}:${info.getValue()}`,
    });
    expect(unit.cell(units[1]!)).toBe("2:A-2");
  });

  it("sorts only where asked, hides unless told not to, and names a column in plain text", () => {
    const select = column.display({ id: "select", header: () => null, enableHiding: false });
    const unit = column.accessor("unit_number", { header: "Unit", enableSorting: true });
    expect([select.enableSorting, select.enableHiding]).toEqual([false, false]);
    expect([unit.enableSorting, unit.enableHiding]).toEqual([true, true]);
    expect(columnLabel(unit)).toBe("Unit");
    expect(columnLabel(select)).toBe("select");
    expect(columnLabel({ ...select, meta: { label: "Selected" } })).toBe("Selected");
  });

  it("cycles a header's sort: ascending, descending, then the server's order", () => {
    const asc = nextSorting([], "name");
    expect(asc).toEqual([{ id: "name", desc: false }]);
    const desc = nextSorting(asc, "name");
    expect(desc).toEqual([{ id: "name", desc: true }]);
    expect(nextSorting(desc, "name")).toEqual([]);
    expect(nextSorting(desc, "document_number")).toEqual([{ id: "document_number", desc: false }]);
  });
});
