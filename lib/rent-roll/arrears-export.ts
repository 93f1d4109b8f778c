import "server-only";

import { getDb } from "@/lib/db";
import { dateColumns, placeNames } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";
import { ALL_REGIONS, regionListQuery } from "@/lib/regions";
import { listRegions } from "@/lib/regions/server";
import { serverRead } from "@/lib/upstream/server-read";

import { arrearsPage } from "./arrears";
import { arrearsListParams } from "./arrears-list";
import type { ArrearsRow } from "./arrears-schemas";
import { bucketWords } from "./arrears-shape";

// GET /api/exports/arrears: the arrears under the page's filters, from our own database, in the
// page's order. Amounts in riyals (halalas / 100: two decimals, the header says SAR); the tenant's
// mobile beside the name, for the office's own follow-up.
export const arrearsExport = exportSource<ArrearsRow>({
  list: "arrears",
  upstream: false,
  async prepare({ user, params, locale, t }) {
    const { property, region, bucket } = arrearsListParams.parse(params);
    const [db, { data: regions }] = await Promise.all([
      getDb(),
      serverRead(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
    ]);
    const places = placeNames(regions, locale);
    const now = new Date();
    const unknown = (r: ArrearsRow) =>
      r.tenant ? t("arrears.tenantRecord", { id: String(r.tenant.id) }) : "";
    return {
      columns: [
        { header: t("arrears.columns.contract"), value: (r) => r.contract_id },
        { header: t("arrears.columns.tenant"), value: (r) => r.tenant?.full_name ?? unknown(r) },
        { header: t("arrears.columns.phone"), value: (r) => r.tenant?.phone_number ?? "" },
        {
          header: t("contracts.fields.property"),
          value: (r) => r.known_unit?.property_name ?? "",
        },
        { header: t("arrears.columns.deed"), value: (r) => r.known_unit?.document_number ?? "" },
        { header: t("arrears.columns.unit"), value: (r) => r.known_unit?.unit_number ?? r.unit_id },
        {
          header: t("arrears.columns.region"),
          value: (r) => places.region(r.known_unit?.region_id),
        },
        { header: t("arrears.columns.instalments"), value: (r) => r.instalments },
        // Halalas to riyals for a spreadsheet's number cell: exact in two decimals.
        { header: t("arrears.columns.amount"), value: (r) => r.amount / 100 },
        ...dateColumns<ArrearsRow>(t, t("arrears.columns.oldest_due"), (r) => r.oldest_due),
        { header: t("arrears.columns.days_late"), value: (r) => r.days_late },
        { header: t("arrears.columns.bucket"), value: (r) => bucketWords(t, r.bucket) },
        { header: t("arrears.columns.reminded"), value: (r) => r.reminded_at ?? "" },
      ],
      read: async (page, pageSize) => {
        const result = await arrearsPage(db, { property, region, bucket }, { page, pageSize }, now);
        return { rows: result.rows, total: result.total.contracts };
      },
    };
  },
});
