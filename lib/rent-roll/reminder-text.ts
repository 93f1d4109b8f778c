import type { Formatter } from "@/lib/format/format";
import { normaliseDigits } from "@/lib/rental/digits";

import type { ArrearsRow } from "./arrears-schemas";

// The WhatsApp reminder a manager sends a tenant: the amount overdue, the contract's number and
// unit, the oldest due date in both calendars, in the person's language. What leaves the page
// carries Latin digits (`format` must write them, useLatinFormat), so any phone reads it.

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function reminderText(
  row: ArrearsRow,
  t: Translate,
  format: Formatter,
  unit: string,
): string {
  const dual = format.dual(row.oldest_due);
  const since = dual ? `${dual.primary} (${dual.secondary})` : row.oldest_due;
  const name =
    row.tenant?.full_name ?? t("arrears.tenantRecord", { id: String(row.tenant?.id ?? "") });
  const text = t("arrears.remind.message", {
    name,
    amount: format.amount(row.amount / 100),
    id: String(row.contract_id),
    unit,
    since,
  });
  return normaliseDigits(text);
}
