import "server-only";

import { normaliseDigits } from "@/lib/rental/digits";
import type { Unit } from "@/lib/rental/records";
import { getProperty } from "@/lib/properties/upstream";
import { serverRead } from "@/lib/upstream/server-read";

import { exportSource } from "@/lib/exports/source";

// GET /api/exports/units?property=<deed number>: a property's units as its page lists them. The
// property's record carries all its units, so one upstream read is the whole file. The route
// has checked the deed number (unitExportQuery).

export const unitsExport = exportSource<Unit>({
  list: "units",
  upstream: true,
  async prepare({ user, params, t }) {
    const documentNumber = normaliseDigits(params.get("property") ?? "");
    const { data } = await serverRead(getProperty, user, { params: { documentNumber } });
    return {
      columns: [
        { header: t("properties.detail.unitColumns.unitNumber"), value: (u) => u.unit_number },
        {
          header: t("properties.detail.unitColumns.type"),
          value: (u) => t(`units.types.${u.unit_type}`),
        },
        {
          header: t("properties.detail.unitColumns.usage"),
          value: (u) => t(`units.usages.${u.unit_usage}`),
        },
        { header: t("properties.detail.unitColumns.floor"), value: (u) => u.floor_number },
        { header: t("properties.detail.unitColumns.rooms"), value: (u) => u.rooms },
        { header: t("properties.detail.unitColumns.area"), value: (u) => u.area ?? "" },
      ],
      // One page holds every unit; a later page is empty, which ends the file.
      read: async (page) => {
        const rows = page === 1 ? data.units : [];
        return { rows, total: data.units.length };
      },
    };
  },
});
