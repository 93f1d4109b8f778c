import "server-only";

import { getDb } from "@/lib/db";
import { dateColumns, placeNames } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";
import { ALL_REGIONS, regionListQuery } from "@/lib/regions";
import { listRegions } from "@/lib/regions/server";
import { todayInRiyadh } from "@/lib/rental/dates";
import { serverRead } from "@/lib/upstream/server-read";

import { vacantUnitsParams } from "./list";
import type { UnitOccupancy } from "./schemas";
import { vacantPage } from "./store";

// GET /api/exports/vacant-units: the vacant-units page's filters and sort, from our own
// database; region and city names from the one region list (one upstream read).

export const vacantUnitsExport = exportSource<UnitOccupancy>({
  list: "vacant-units",
  upstream: false,
  async prepare({ user, params, locale, t }) {
    const state = vacantUnitsParams.parse(params);
    const [db, { data: regions }] = await Promise.all([
      getDb(),
      serverRead(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
    ]);
    const places = placeNames(regions, locale);
    const today = todayInRiyadh();
    return {
      columns: [
        { header: t("occupancy.columns.property"), value: (u) => u.property_name },
        { header: t("occupancy.columns.deed"), value: (u) => u.document_number },
        { header: t("occupancy.columns.unit"), value: (u) => u.unit_number },
        { header: t("occupancy.columns.unitRecord"), value: (u) => u.unit_id },
        { header: t("occupancy.columns.type"), value: (u) => t(`units.types.${u.unit_type}`) },
        { header: t("occupancy.columns.region"), value: (u) => places.region(u.region_id) },
        { header: t("occupancy.columns.city"), value: (u) => places.city(u.city_id) },
        ...dateColumns<UnitOccupancy>(t, t("occupancy.columns.vacantSince"), (u) => u.vacant_since),
        {
          header: t("occupancy.columns.neverLet"),
          value: (u) => (u.never_let ? t("occupancy.neverLetShort") : ""),
        },
        { header: t("occupancy.columns.daysVacant"), value: (u) => u.days_vacant ?? "" },
      ],
      read: (page, pageSize) =>
        vacantPage(db, today, {
          property: state.property,
          region: state.region,
          sort: state.sort,
          page,
          pageSize,
        }),
    };
  },
});
