import { getTranslations } from "next-intl/server";

import { auditActionKey } from "@/components/admin/audit-actions";
import { Ltr } from "@/components/ui/ltr";
import type { AuditEntry } from "@/lib/users/audit-queries";

/** An audit entry in words ("Changed unit 12"); unknown actions show their code. */
export async function ActivityLabel({ entry }: { entry: AuditEntry }) {
  const t = await getTranslations("overview.activity");
  const key = auditActionKey(entry.action);
  if (!key) {
    return (
      <span>
        <span className="font-mono text-xs">{entry.action}</span>{" "}
        {entry.targetId ? <Ltr>{entry.targetId}</Ltr> : null}
      </span>
    );
  }
  return (
    <span>
      {t.rich(`actions.${key}`, {
        target: entry.targetId ?? "",
        id: (chunks) => <Ltr className="font-medium">{chunks}</Ltr>,
      })}
    </span>
  );
}
