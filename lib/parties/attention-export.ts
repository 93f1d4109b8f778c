import "server-only";

import { partyAttentionParams } from "@/lib/parties/list";
import { attentionPage, partyAttention } from "@/lib/parties/attention";
import type { AttentionEntry } from "@/lib/parties/attention-schemas";
import { ALL_REGIONS, regionListQuery } from "@/lib/regions";
import { listRegions } from "@/lib/regions/server";
import { serverRead } from "@/lib/upstream/server-read";

import { placeNames } from "@/lib/exports/columns";
import { partyColumns } from "./export";
import { exportSource } from "@/lib/exports/source";

// GET /api/exports/parties-attention: the whole queue of the chosen problem, from the same kept
// scan the page shows (lib/parties/attention.ts reads upstream one page at a time), so the
// file and the page agree. Not paced as an upstream list: its pages come from memory.
export const partyAttentionExport = exportSource<AttentionEntry>({
  list: "parties-attention",
  upstream: false,
  async prepare({ user, params, locale, t }) {
    const { kind } = partyAttentionParams.parse(params);
    const [scan, { data: regions }] = await Promise.all([
      partyAttention().scan(user),
      serverRead(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
    ]);
    const places = placeNames(regions, locale);
    const problems = (p: AttentionEntry) =>
      p.problems.map((k) => t(`parties.attention.kinds.${k}`)).join(locale === "ar" ? "، " : ", ");
    return {
      columns: partyColumns<AttentionEntry>(t, places, [
        { header: t("parties.attention.columns.problems"), value: problems },
      ]),
      read: async (page, pageSize) => {
        const { data, meta } = attentionPage(scan, { kind, page, pageSize });
        return { rows: data, total: meta.pagination.total };
      },
    };
  },
});
