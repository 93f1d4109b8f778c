"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DatePickerField } from "@/components/ui/date-picker-field";
import { statementQuerySchema, type StatementRange } from "@/lib/statements/schemas";

type RangeValues = { from?: string; to?: string };
const resolver = zodResolver(statementQuerySchema) as unknown as Resolver<
  RangeValues,
  unknown,
  StatementRange
>;

/**
 * The statement's date range, kept in the address (?from=&to=): the same rule as the server's
 * (ISO days, from not after to). Empty ends are the whole contract.
 */
export function StatementRangeForm({ range }: { range: RangeValues }) {
  const t = useTranslations("statements.range");
  const router = useRouter();
  const pathname = usePathname();
  const form = useForm<RangeValues, unknown, StatementRange>({
    resolver,
    defaultValues: range,
    mode: "onTouched",
  });
  const { errors } = form.formState;
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
        {(["from", "to"] as const).map((name) => (
          <div key={name} className="min-w-56">
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <DatePickerField
                  label={t(name)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  focusRef={field.ref}
                  error={errors[name]?.message}
                />
              )}
            />
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
