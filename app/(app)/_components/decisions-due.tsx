import { CalendarCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { ContractPlace } from "./contract-place";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { DateText } from "@/components/ui/formatted-server";
import { getFormatter } from "@/lib/format/server";
import type { Overview } from "@/lib/overview/schemas";
import { paths } from "@/lib/paths";
import { DECISION_WINDOWS } from "@/lib/contracts/schemas";

import { CountLinks } from "./count-links";

/**
 * Draft and active contracts whose decision date (end date minus the notice period) is near:
 * how many are overdue and due within 7/30/60 days, then the most urgent ones, overdue first.
 */
export async function DecisionsDue({
  overview,
  canDecide,
}: {
  overview: Overview;
  /** The person may act on them (renew, terminate); support reads the same list without a call to act. */
  canDecide: boolean;
}) {
  const [t, format] = await Promise.all([getTranslations("overview.decisions"), getFormatter()]);
  // "Today" comes from the summary (Riyadh time), so the links and the counts agree.
  const { today } = overview.contracts;
  const links = [
    { key: "overdue", label: t("overdue"), value: overview.contracts.decisionsOverdue },
    ...DECISION_WINDOWS.map((days) => ({
      key: String(days),
      label: t("within", { days }),
      value: overview.contracts.decisionsWithin[`${days}`],
    })),
  ].map((link) => ({
    ...link,
    // The list of exactly the contracts counted (lib/contracts/sets.ts).
    href: paths.contracts({ due: link.key, sort: "decision_date:asc" }),
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t(canDecide ? "description" : "descriptionReadOnly")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CountLinks className="grid-cols-2 sm:grid-cols-4" links={links} />
        <h3 className="text-sm font-medium">{t("listTitle")}</h3>
        {overview.decisionsDue.length === 0 ? (
          <EmptyState
            icon={CalendarCheck}
            title={t("none", { days: format.number(DECISION_WINDOWS.at(-1)!) })}
            compact
          />
        ) : (
          <ul
            aria-label={t("listTitle")}
            className="grid divide-y divide-border rounded-md border border-border"
          >
            {overview.decisionsDue.map((contract) => (
              <li key={contract.id}>
                <Link
                  href={paths.contract(contract.id)}
                  className="grid gap-1 px-3 py-2 text-sm hover:bg-muted/50 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-baseline sm:gap-4"
                >
                  <ContractPlace contract={contract} />
                  <span className="text-muted-fg">
                    {t("ends")} <DateText value={contract.end_date} />
                  </span>
                  <span className="inline-flex flex-wrap items-baseline gap-x-1">
                    {t("decideBy")}{" "}
                    <DateText value={contract.decision_date} className="font-medium" />
                    {contract.decision_date && contract.decision_date < today ? (
                      <Badge variant="destructive">{t("overdueBadge")}</Badge>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-fg">{t("overdueNote")}</p>
      </CardContent>
    </Card>
  );
}
