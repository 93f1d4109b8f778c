import "server-only";

import { getDb } from "@/lib/db";
import { contractListParams } from "@/lib/contracts/list";
import { contractRegisterQuery, toRegisterParams } from "@/lib/contracts/register-queries";
import type { RegisterEntry } from "@/lib/contracts/schemas";
import { listRegister } from "@/lib/contracts/store";
import { inputAsRouted } from "@/lib/upstream/server-read";

import { dateColumns } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";
import { contractEndpoints } from "./endpoints";
import { unitName } from "./unit-name";

// A party by name where the register learned it, by record number otherwise.
const partiesOf = (c: RegisterEntry, role: string) =>
  c.parties
    .filter((p) => p.role === role)
    .map((p) => (p.full_name ? `${p.full_name} (${p.id_number ?? p.id})` : `#${p.id}`))
    .join(", ");

// GET /api/exports/contracts: the register's filters and sort, from our own database.
export const contractsExport = exportSource<RegisterEntry>({
  list: "contracts",
  upstream: false,
  async prepare({ params, t }) {
    const state = contractListParams.parse(params);
    const db = await getDb();
    const status = (c: RegisterEntry) => {
      const word = t(`common.contractStatus.${c.status}`);
      return c.deleted ? t("exports.values.deleted", { status: word }) : word;
    };
    return {
      columns: [
        { header: t("contracts.columns.id"), value: (c) => c.id },
        // What a person reads of the unit, then its record and its property's deed number.
        {
          header: t("contracts.columns.unit"),
          value: (c) => unitName(c.known_unit, c.unit_id, t),
        },
        { header: t("contracts.columns.unitRecord"), value: (c) => c.unit_id },
        {
          header: t("contracts.place.deed"),
          value: (c) => c.known_unit?.document_number ?? "",
        },
        { header: t("contracts.columns.lessor"), value: (c) => partiesOf(c, "lessor") },
        { header: t("contracts.columns.tenant"), value: (c) => partiesOf(c, "tenant") },
        {
          header: t("contracts.columns.type"),
          value: (c) => t(`contracts.types.${c.contract_type}`),
        },
        { header: t("contracts.columns.status"), value: status },
        ...dateColumns<RegisterEntry>(t, t("contracts.columns.start"), (c) => c.start_date),
        ...dateColumns<RegisterEntry>(t, t("contracts.columns.end"), (c) => c.end_date),
        ...dateColumns<RegisterEntry>(t, t("contracts.columns.decision"), (c) => c.decision_date),
        { header: t("contracts.columns.duration"), value: (c) => c.duration },
        { header: t("contracts.columns.rent"), value: (c) => c.rental_fee.total_units_rent },
        { header: t("contracts.columns.updated"), value: (c) => c.updated_at },
      ],
      read: async (page, pageSize) => {
        const { query } = inputAsRouted(contractEndpoints.listContractRegister, {
          query: contractRegisterQuery({ ...toRegisterParams(state), page, pageSize }),
        });
        return listRegister(db, query);
      },
    };
  },
});
