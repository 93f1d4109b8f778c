"use client";

import { useQuery } from "@tanstack/react-query";
import { Activity } from "lucide-react";
import Link from "next/link";
import { useFormatter, useNow, useTranslations } from "next-intl";

import { ActivityLabel } from "./activity-label";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import type { ActivityScope } from "@/lib/overview/schema";
import { paths } from "@/lib/paths";
import { overviewOptions } from "@/lib/queries/overview";

/** The latest audit entries: everyone's for admins, one's own for everyone else. */
export function RecentActivity({ scope }: { scope: ActivityScope }) {
  const t = useTranslations("overview.activity");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const query = useQuery(overviewOptions());
  const entries = query.data?.data.activity.entries;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{scope === "all" ? t("titleAll") : t("titleOwn")}</CardTitle>
        <CardDescription>
          {scope === "all" ? t("descriptionAll") : t("descriptionOwn")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isError ? (
          <QueryError query={query} />
        ) : !entries ? (
          <div className="grid gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <EmptyState icon={Activity} title={t("none")} className="py-6" />
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
                    <Badge variant="destructive">{t("failed", { status: entry.status })}</Badge>
                  ) : null}
                </span>
                {/* "5 minutes ago" may move on between the server's render and the browser's. */}
                <time
                  suppressHydrationWarning
                  dateTime={entry.createdAt}
                  className="text-xs whitespace-nowrap text-muted-fg"
                >
                  {format.relativeTime(new Date(entry.createdAt), now)}
                </time>
                {scope === "all" ? (
                  <span className="col-span-2 truncate text-xs text-muted-fg">
                    {t("by", { email: entry.userEmail })}
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
