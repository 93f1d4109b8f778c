import { getTranslations } from "next-intl/server";

import { auditActionKey } from "@/components/admin/audit-actions";
import { auditTargetName } from "@/components/admin/audit-target";
import type { Translate } from "@/lib/contracts/unit-name";
import { Ltr } from "@/components/ui/ltr";
import type { AuditEntry } from "@/lib/users/audit-queries";

/** An audit entry in words ("Changed unit 12"); unknown actions show their code. */
export async function ActivityLabel({ entry }: { entry: AuditEntry }) {
  const [t, words] = await Promise.all([getTranslations("overview.activity"), getTranslations()]);
  // By name where the dashboard knows it (a contract keeps its number, its unit after it).
  const named = auditTargetName(entry, words as unknown as Translate);
  const contract = entry.targetType === "contract";
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
    <span title={named && entry.targetId ? entry.targetId : undefined}>
      {t.rich(`actions.${key}`, {
        target: (!contract && named) || entry.targetId || "",
        id: (chunks) =>
          named && !contract ? (
            <bdi className="font-medium">{chunks}</bdi>
          ) : (
            <Ltr className="font-medium">{chunks}</Ltr>
          ),
      })}
      {contract && named ? (
        <>
          {" "}
          <bdi className="text-muted-fg">({named})</bdi>
        </>
      ) : null}
    </span>
  );
}
