"use client";

import { useTranslations } from "next-intl";

import { Ltr } from "@/components/ui/ltr";
import type { AuditEntry } from "@/lib/queries/audit";

const KNOWN = new Set([
  "contract.create",
  "contract.update",
  "contract.delete",
  "deed.search",
  "deed.search-remote",
  "party.update",
  "property.delete",
  "property.sync",
  "unit.update",
  "user.create",
  "user.update",
  "auth.sign-in",
  "auth.sign-out",
]);

/** An audit entry in words ("Changed unit 12"); unknown actions show their code. */
export function ActivityLabel({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("overview.activity.actions");
  if (!KNOWN.has(entry.action)) {
    return (
      <span>
        <span className="font-mono text-xs">{entry.action}</span>{" "}
        {entry.targetId ? <Ltr>{entry.targetId}</Ltr> : null}
      </span>
    );
  }
  // next-intl keys cannot contain dots: "deed.search-remote" → "deed_search_remote".
  const key = entry.action.replace(/[.-]/g, "_");
  return (
    <span>
      {t.rich(key, {
        target: entry.targetId ?? "",
        id: (chunks) => <Ltr className="font-medium">{chunks}</Ltr>,
      })}
    </span>
  );
}
