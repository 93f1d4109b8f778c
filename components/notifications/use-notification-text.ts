"use client";

import { useTranslations } from "next-intl";

import { useFormat } from "@/components/ui/use-format";
import { unitName } from "@/lib/contracts/unit-name";
import type { ContractDetails } from "@/lib/notifications/kinds";
import type { NotificationItem } from "@/lib/notifications/schemas";

// An item's sentence in the person's language: the contract by its unit and tenant as the
// register knew them ("Tower — Apartment 203, tenant Sara"), dates in their calendar, amounts
// in riyals (the item keeps halalas).

export function useNotificationText() {
  const t = useTranslations("notifications");
  const tAll = useTranslations();
  const format = useFormat();
  const subject = (c: ContractDetails) => {
    if (!c.unit && !c.tenant) return t("contract", { id: format.digits(c.contractId) });
    const unit = c.unit
      ? unitName(
          { property_id: 0, ...c.unit, document_number: "", region_id: null, city_id: null },
          c.unitId,
          (k, v) => tAll(k as never, v as never),
          format.digits,
        )
      : t("contract", { id: format.digits(c.contractId) });
    return c.tenant ? t("unitOf", { unit, tenant: c.tenant }) : unit;
  };
  return (item: NotificationItem): string => {
    const d = item.details;
    switch (d.kind) {
      case "notice_deadline":
        return t("items.notice_deadline", {
          date: format.date(d.decisionDate),
          subject: subject(d),
        });
      case "instalment_overdue":
        return t("items.instalment_overdue", {
          date: format.date(d.dueDate),
          amount: format.amount(d.amount / 100),
          subject: subject(d),
        });
      case "contract_ending":
        return t("items.contract_ending", { date: format.date(d.endDate), subject: subject(d) });
      case "deed_sync":
        return t(d.outcome === "done" ? "items.deed_sync_done" : "items.deed_sync_failed");
      case "export": {
        const list = tAll(`exports.sheets.${d.list}` as never);
        return d.outcome === "done"
          ? t("items.export_done", { list, rows: d.rows })
          : t("items.export_failed", { list });
      }
      case "payment_voided":
        return t("items.payment_voided", {
          by: d.by,
          receipt: format.digits(d.receipt),
          amount: format.amount(d.amount / 100),
          subject: subject(d),
          reason: d.reason,
        });
    }
  };
}
