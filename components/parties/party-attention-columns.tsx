"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { Wrench } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Digits } from "@/components/ui/digits";
import type { AttentionEntry } from "@/lib/parties/attention-queries";
import type { PartyProblem } from "@/lib/rental/party-checks";

const column = createColumnHelper<AttentionEntry>();

/** Problems of a party, one badge each. */
export function ProblemBadges({ problems }: { problems: readonly PartyProblem[] }) {
  const t = useTranslations("parties.attention.kinds");
  return (
    <ul className="flex flex-wrap gap-1">
      {problems.map((p) => (
        <li key={p}>
          <Badge variant="warning">{t(p)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Columns of the attention list; a Fix button opens the party's edit dialog when allowed. */
export function usePartyAttentionColumns(onFix: ((party: AttentionEntry) => void) | null) {
  const t = useTranslations("parties");
  return useMemo(() => {
    const columns = [
      column.accessor("full_name", {
        header: t("columns.full_name"),
        enableHiding: false,
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("id_number", {
        header: t("columns.id_number"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor("phone_number", {
        header: t("columns.phone_number"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor((p) => p.problems.map((k) => t(`attention.kinds.${k}`)).join(", "), {
        id: "problems",
        header: t("attention.columns.problems"),
        enableHiding: false,
        cell: (info) => <ProblemBadges problems={info.row.original.problems} />,
      }),
      column.accessor("id", {
        header: t("columns.id"),
        meta: { numeric: true },
        cell: (info) => <Digits value={`#${info.getValue()}`} />,
      }),
    ];
    if (!onFix) return columns;
    return [
      ...columns,
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("columns.actions")}</span>,
        enableHiding: false,
        meta: { label: t("columns.actions") },
        cell: (info) => (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onFix(info.row.original)}
            aria-label={t("attention.fix.button", { name: info.row.original.full_name })}
          >
            <Wrench aria-hidden />
            {t("attention.fix.short")}
          </Button>
        ),
      }),
    ];
  }, [onFix, t]);
}
