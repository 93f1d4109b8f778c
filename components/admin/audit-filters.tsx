"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { AUDIT_ACTIONS } from "./audit-list-params";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { AuditListParams } from "@/lib/queries/audit";
import { useUserList } from "@/lib/queries/users";

type AuditFiltersProps = {
  params: AuditListParams;
  onChange: (patch: Partial<AuditListParams>) => void;
};

/** User (from the users list), action, and a date range (UTC days, both inclusive). */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const t = useTranslations("admin.audit.filters");
  const id = useId();
  // Dashboards have few users; the first 100 cover them (the filter is by id).
  const users = useUserList({ page: 1, pageSize: 100 });
  const set = (patch: Partial<AuditListParams>) => onChange({ ...patch, page: 1 });
  return (
    <>
      <div className="grid w-full gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-user`}>{t("user")}</Label>
        <Select
          id={`${id}-user`}
          value={params.userId ?? ""}
          onChange={(e) => set({ userId: e.target.value || undefined })}
        >
          <option value="">{t("anyUser")}</option>
          {(users.data?.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({u.email})
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-full gap-1.5 sm:w-48">
        <Label htmlFor={`${id}-action`}>{t("action")}</Label>
        <Select
          id={`${id}-action`}
          value={params.action ?? ""}
          onChange={(e) => set({ action: e.target.value || undefined })}
        >
          <option value="">{t("anyAction")}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid w-full gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-from`}>{t("from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          dir="ltr"
          value={params.from ?? ""}
          max={params.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="grid w-full gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-to`}>{t("to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          dir="ltr"
          value={params.to ?? ""}
          min={params.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
    </>
  );
}
