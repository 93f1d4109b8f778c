"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/components/ui/use-format";
import { outcomeOf, outcomeTone, type Outcome } from "@/lib/audit/outcome";
import type { AuditGroup } from "@/lib/users/audit-schemas";

// A bulk job's row in the audit log (lib/users/audit-groups.ts): how many entries it stands for,
// and their outcomes in words with a count each ("Succeeded: 238", "Failed: …: 2").

export function GroupEntries({ group }: { group: AuditGroup }) {
  const t = useTranslations("admin.audit");
  const format = useFormat();
  return (
    <span>
      {t("targets.sync-run")} ·{" "}
      {t("group.entries", { count: group.count, shown: format.number(group.count) })}
    </span>
  );
}

export function GroupOutcomes({ group }: { group: AuditGroup }) {
  const t = useTranslations("admin.audit");
  const tc = useTranslations("common");
  const format = useFormat();
  // One badge per outcome: two statuses may say the same thing (502 and 504).
  const byOutcome = new Map<Outcome, { status: number; count: number }>();
  for (const { status, count } of group.statuses) {
    const now = byOutcome.get(outcomeOf(status));
    if (now) now.count += count;
    else byOutcome.set(outcomeOf(status), { status, count });
  }
  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      {[...byOutcome].map(([outcome, { status, count }]) => (
        <Badge key={outcome} variant={outcomeTone(status)}>
          {t("group.outcome", {
            outcome: tc(`outcomes.${outcome}`),
            shown: format.number(count),
          })}
        </Badge>
      ))}
    </span>
  );
}
