import { getTranslations } from "next-intl/server";

import { Card } from "@/components/ui/card";
import { NumMarkup } from "@/components/ui/formatted-markup";
import { Link } from "@/components/ui/link";
import { getFormatter } from "@/lib/format/server";
import type { OccupancyCounts } from "@/lib/occupancy/schemas";
import { paths } from "@/lib/paths";

/**
 * The portfolio's occupancy on the overview (lib/occupancy): the rate, leased units out of every
 * unit the units index holds, and the vacant units, each linking to the vacant-units list; the
 * leased and reserved counts beside them.
 */
export async function OccupancyCards({ counts }: { counts: OccupancyCounts }) {
  const [t, format] = await Promise.all([getTranslations("occupancy"), getFormatter()]);
  const rate =
    counts.rate_bp === null
      ? null
      : format.number(counts.rate_bp / 10_000, { style: "percent", maximumFractionDigits: 1 });
  const cards = [
    {
      key: "rate",
      label: t("counts.rate"),
      value: rate,
      note: t("overview.rateOf", {
        leased: format.number(counts.leased),
        units: format.number(counts.units),
        reserved: format.number(counts.reserved),
      }),
    },
    {
      key: "vacant",
      label: t("counts.vacant"),
      value: format.number(counts.vacant),
      note: counts.units === 0 ? t("overview.noUnits") : null,
    },
  ];
  return (
    <section aria-label={t("overview.title")} className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <Card key={card.key} className="flex flex-col gap-1 p-4 sm:p-5">
          <p className="text-sm text-muted-fg">{card.label}</p>
          <p className="text-3xl font-semibold tracking-tight">
            <NumMarkup text={card.value} />
          </p>
          {card.note ? <p className="text-xs text-muted-fg">{card.note}</p> : null}
          <Link
            href={paths.occupancy()}
            className="mt-auto pt-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("overview.viewVacant")}
          </Link>
        </Card>
      ))}
    </section>
  );
}
