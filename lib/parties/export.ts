import "server-only";

import { partySearchParams } from "@/lib/parties/list";
import { partySearchQuery } from "@/lib/parties/queries";
import { ALL_REGIONS, regionListQuery } from "@/lib/regions";
import type { Party } from "@/lib/rental/records";
import { searchParties } from "@/lib/parties/upstream";
import { listRegions } from "@/lib/regions/server";
import { serverRead } from "@/lib/upstream/server-read";

import { placeNames, type Column, type Translate } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";

// GET /api/exports/parties: the party search's field, text and sort, every page upstream.
export const partiesExport = exportSource<Party>({
  list: "parties",
  upstream: true,
  async prepare({ user, params, locale, t }) {
    const state = partySearchParams.parse(params);
    const { data: regions } = await serverRead(listRegions, user, {
      query: regionListQuery(ALL_REGIONS),
    });
    const places = placeNames(regions, locale);
    return {
      columns: partyColumns<Party>(t, places),
      read: async (page, pageSize) => {
        const { data, meta } = await serverRead(searchParties, user, {
          query: partySearchQuery({ ...state, page, pageSize }),
        });
        return { rows: data, total: meta.pagination.total };
      },
    };
  },
});

/** A party's columns, as the parties list shows them; `extra` goes after the phone. */
export function partyColumns<P extends Party>(
  t: Translate,
  places: ReturnType<typeof placeNames>,
  extra: Column<P>[] = [],
): Column<P>[] {
  return [
    { header: t("parties.columns.full_name"), value: (p) => p.full_name },
    { header: t("parties.columns.id_number"), value: (p) => p.id_number },
    { header: t("parties.columns.phone_number"), value: (p) => p.phone_number },
    ...extra,
    { header: t("parties.columns.date_of_birth"), value: (p) => p.date_of_birth ?? "" },
    { header: t("parties.columns.date_of_birth_hijri"), value: (p) => p.date_of_birth_hijri ?? "" },
    { header: t("parties.columns.region"), value: (p) => places.region(p.region_id) },
    { header: t("parties.columns.city"), value: (p) => places.city(p.city_id) },
    { header: t("parties.columns.id"), value: (p) => p.id },
  ];
}
