import { CalendarClock } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { ContractPlace } from "./contract-place";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { getFormatter } from "@/lib/format/server";
import type { Overview } from "@/lib/overview/schemas";
import { paths } from "@/lib/paths";
import { ENDING_WINDOWS } from "@/lib/contracts/windows";

import { CountLinks } from "./count-links";

/** Register contracts ending within 30/60/90 days (counts), and the next ones to end. */
export async function EndingSoon({ overview }: { overview: Overview }) {
  const [t, format] = await Promise.all([getTranslations("overview.ending"), getFormatter()]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CountLinks
          className="grid-cols-3"
          links={ENDING_WINDOWS.map((days) => ({
            key: String(days),
            label: t("within", { days }),
            // The list of exactly the contracts counted (lib/contracts/sets.ts).
            href: paths.contracts({ ending: String(days), sort: "end_date:asc" }),
            value: overview.contracts.endingWithin[`${days}`],
          }))}
        />
        <h3 className="text-sm font-medium">
          {t("listTitle", { days: format.number(ENDING_WINDOWS.at(-1)!) })}
        </h3>
        {overview.endingSoon.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title={t("none", { days: format.number(ENDING_WINDOWS.at(-1)!) })}
            compact
          />
        ) : (
          <ul className="grid divide-y divide-border rounded-md border border-border">
            {overview.endingSoon.map((contract) => (
              <li key={contract.id}>
                <Link
                  href={paths.contract(contract.id)}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-muted/50"
                >
                  <ContractPlace contract={contract} />
                  <span className="flex items-center gap-2">
                    <ContractStatusBadge status={contract.status} />
                    <EndsOn date={contract.end_date} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** "Ends 7 Jul 2024" in the primary calendar, the other calendar's day beside it. */
async function EndsOn({ date }: { date: string | null }) {
  const [t, format] = await Promise.all([getTranslations("overview.ending"), getFormatter()]);
  const dual = date ? format.dual(date) : null;
  return (
    <span className="text-muted-fg">
      {t("endsOn", { date: dual?.primary ?? "—" })}
      {dual ? (
        <span className="ms-1 text-xs">
          (<bdi>{dual.secondary}</bdi>)
        </span>
      ) : null}
    </span>
  );
}
