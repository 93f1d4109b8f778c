"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { lazyRule, useDateFieldsForm } from "@/components/ui/use-date-fields-form";

type RangeValues = { from?: string; to?: string };
const FIELDS = ["from", "to"] as const;
// The server's rule (and zod) load with the form's first validation, not with the statement.
const rule = lazyRule(() => import("@/lib/statements/schemas").then((m) => m.statementQuerySchema));

/**
 * The statement's date range, kept in the address (?from=&to=): the same rule as the server's
 * (ISO days, from not after to). Empty ends are the whole contract.
 */
export function StatementRangeForm({ range }: { range: RangeValues }) {
  const t = useTranslations("statements.range");
  const router = useRouter();
  const pathname = usePathname();
  const form = useDateFieldsForm(FIELDS, rule, range);
  const go = (values: RangeValues) => {
    const query = new URLSearchParams();
    if (values.from) query.set("from", values.from);
    if (values.to) query.set("to", values.to);
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  const submit = form.handleSubmit((values) => go(values));
  const whole = !range.from && !range.to;

  return (
    <form onSubmit={submit} noValidate className="print:hidden" aria-label={t("legend")}>
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
        {FIELDS.map((name) => (
          <div key={name} className="min-w-56">
            <DatePickerField label={t(name)} {...form.field(name)} />
          </div>
        ))}
        <div className="flex gap-2 pb-0.5">
          <Button type="submit">{t("apply")}</Button>
          <Button
            variant="outline"
            disabled={whole}
            onClick={() => {
              form.reset({ from: undefined, to: undefined });
              go({});
            }}
          >
            {t("clear")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
