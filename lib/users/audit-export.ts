import "server-only";

import { isAuditAction } from "@/lib/audit/actions";
import { auditListQuerySchema, type AuditEntry } from "@/lib/users/audit-schemas";
import { listAudit } from "@/lib/users/audit-log";
import { ROLES } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import { auditListParams } from "@/lib/users/list";
import { auditQuery } from "@/lib/users/audit-queries";

import { exportSource } from "@/lib/exports/source";

// GET /api/exports/audit: the audit log's filters, newest first, from our own database (admin).
export const auditExport = exportSource<AuditEntry>({
  list: "audit",
  upstream: false,
  async prepare({ params, t }) {
    const state = auditListParams.parse(params);
    const db = await getDb();
    const role = (r: string) =>
      (ROLES as readonly string[]).includes(r) ? t(`common.roles.${r}`) : r;
    // The catalogue's key of an action is its name with _ for . and - (audit-actions.ts).
    const action = (a: string) =>
      isAuditAction(a) ? t(`admin.audit.actions.${a.replace(/[.-]/g, "_")}`) : a;
    return {
      columns: [
        { header: t("admin.audit.columns.time"), value: (e) => e.createdAt },
        { header: t("admin.audit.columns.user"), value: (e) => e.userEmail },
        { header: t("admin.audit.columns.role"), value: (e) => role(e.role) },
        { header: t("admin.audit.columns.action"), value: (e) => action(e.action) },
        {
          header: t("admin.audit.columns.target"),
          value: (e) => (e.targetId ? `${e.targetType} ${e.targetId}` : e.targetType),
        },
        { header: t("admin.audit.columns.status"), value: (e) => e.status },
        { header: t("admin.audit.columns.requestId"), value: (e) => e.requestId },
        { header: t("admin.audit.columns.details"), value: (e) => JSON.stringify(e.details) },
      ],
      read: (page, pageSize) =>
        listAudit(db, auditListQuerySchema.parse(auditQuery({ ...state, page, pageSize }))),
    };
  },
});
