import "server-only";

import { propertyListParams } from "@/lib/properties/list";
import { propertyListQuery } from "@/lib/properties/queries";
import { ALL_REGIONS, regionListQuery } from "@/lib/regions";
import type { Property } from "@/lib/rental/records";
import { listProperties } from "@/lib/properties/upstream";
import { listRegions } from "@/lib/regions/server";
import { serverRead } from "@/lib/upstream/server-read";

import { hijriDateColumns, placeNames } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";

// GET /api/exports/properties: the properties page's name filter and sort, every page upstream.
export const propertiesExport = exportSource<Property>({
  list: "properties",
  upstream: true,
  async prepare({ user, params, locale, t }) {
    const state = propertyListParams.parse(params);
    const { data: regions } = await serverRead(listRegions, user, {
      query: regionListQuery(ALL_REGIONS),
    });
    const places = placeNames(regions, locale);
    return {
      columns: [
        { header: t("properties.columns.name"), value: (p) => p.property_name },
        { header: t("properties.columns.deedNumber"), value: (p) => p.document_number },
        { header: t("properties.columns.ownerId"), value: (p) => p.owner_id },
        { header: t("properties.columns.region"), value: (p) => places.region(p.region_id) },
        { header: t("properties.columns.city"), value: (p) => places.city(p.city_id) },
        { header: t("properties.columns.units"), value: (p) => p.units.length },
        ...hijriDateColumns<Property>(t, t("dates.deedDate"), (p) => p.deed_date_hijri),
      ],
      read: async (page, pageSize) => {
        const { data, meta } = await serverRead(listProperties, user, {
          query: propertyListQuery({ ...state, page, pageSize }),
        });
        return { rows: data, total: meta.pagination.total };
      },
    };
  },
});
