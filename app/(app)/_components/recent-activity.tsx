import { Activity } from "lucide-react";
import { getFormatter, getNow, getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { ActivityLabel } from "./activity-label";
import { RelativeTime } from "./relative-time";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { Overview } from "@/lib/overview/schemas";
import { paths } from "@/lib/paths";
import { outcomeOf, outcomeTone } from "@/lib/audit/outcome";

/** The latest audit entries: everyone's for admins, one's own for everyone else. */
export async function RecentActivity({ activity }: { activity: Overview["activity"] }) {
  const [t, tc, format, now] = await Promise.all([
    getTranslations("overview.activity"),
    getTranslations("common"),
    getFormatter(),
    getNow(),
  ]);
  const { scope, entries } = activity;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{scope === "all" ? t("titleAll") : t("titleOwn")}</CardTitle>
        <CardDescription>
          {scope === "all" ? t("descriptionAll") : t("descriptionOwn")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {entries.length === 0 ? (
          <EmptyState icon={Activity} title={t("none")} compact />
        ) : (
          <ol className="grid divide-y divide-border">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2 text-sm"
              >
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <ActivityLabel entry={entry} />
                  {entry.status >= 400 ? (
                    <Badge variant={outcomeTone(entry.status)} title={String(entry.status)}>
                      {tc(`outcomes.${outcomeOf(entry.status)}`)}
                    </Badge>
                  ) : null}
                </span>
                <RelativeTime
                  value={entry.createdAt}
                  text={format.relativeTime(new Date(entry.createdAt), now)}
                  className="text-xs whitespace-nowrap text-muted-fg"
                />
                {scope === "all" ? (
                  <span className="col-span-2 truncate text-xs text-muted-fg">
                    {/* The person's name where known; the email says who otherwise. */}
                    <span title={entry.userEmail}>
                      {t("by", { email: entry.names?.user ?? entry.userEmail })}
                    </span>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {scope === "all" ? (
          <Link
            href={paths.audit()}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("viewAll")}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
