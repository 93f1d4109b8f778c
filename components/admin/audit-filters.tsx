"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { AUDIT_ACTION_KEYS } from "./audit-actions";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { useSearchText } from "@/components/ui/use-search-text";
import type { AuditListParams } from "@/lib/users/audit-queries";
import { USERS_TO_FILTER_BY, useUserList } from "@/lib/users/queries";

type AuditFiltersProps = {
  params: AuditListParams;
  onChange: (patch: Partial<AuditListParams>) => void;
};

/** Free text, user (from the users list), action, and a date range (Riyadh days, both inclusive). */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const t = useTranslations("admin.audit.filters");
  const ta = useTranslations("admin.audit");
  const id = useId();
  const search = useSearchText(params.q, (q) => onChange({ q, page: 1 }));
  // The filter is by id; the page answers this list with its first view.
  const users = useUserList(USERS_TO_FILTER_BY);
  const set = (patch: Partial<AuditListParams>) => onChange({ ...patch, page: 1 });
  return (
    <>
      <SearchInput
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        value={search.text}
        onValueChange={search.onValueChange}
        className="sm:w-80"
      />
      {/* As wide as its longest name and address ("Manager (manager@demo.test)"): none cut off. */}
      <div className="grid w-full gap-1.5 sm:w-auto sm:max-w-md">
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
              {ta(`actions.${AUDIT_ACTION_KEYS[a]}`)}
            </option>
          ))}
        </Select>
      </div>
      <DatePickerField
        label={t("from")}
        value={params.from}
        max={params.to}
        // "" while a date is half typed: the list keeps its filter until the date is whole.
        onChange={(from) => from !== "" && set({ from })}
        className="w-full sm:w-auto"
      />
      <DatePickerField
        label={t("to")}
        value={params.to}
        min={params.from}
        onChange={(to) => to !== "" && set({ to })}
        className="w-full sm:w-auto"
      />
    </>
  );
}
