"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { ChoiceList } from "@/components/ui/choice-list";
import { ErrorState } from "@/components/ui/error-state";
import { Digits } from "@/components/ui/digits";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useFormat } from "@/components/ui/use-format";
import { pickerPropertyParams, usePropertyList } from "@/lib/properties/queries";
import type { Property, Unit } from "@/lib/rental/records";

export type UnitChoice = { property: Property; unit: Unit };

type UnitPickerProps = {
  value: UnitChoice | null;
  onChange: (choice: UnitChoice) => void;
  error?: string;
};

/** Find a property by name, then choose one of its units. */
export function UnitPicker({ value, onChange, error }: UnitPickerProps) {
  const t = useTranslations("contracts.new.unit");
  const tu = useTranslations("units");
  const format = useFormat();
  const [text, setText] = useState("");
  const [name, setName] = useState("");
  const [property, setProperty] = useState<Property | null>(value?.property ?? null);
  const apply = useDebouncedCallback((next: string) => setName(next.trim()), 300);
  const query = usePropertyList(pickerPropertyParams(name || undefined));
  const properties = query.data?.data ?? [];

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        <SearchInput
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={text}
          className="sm:max-w-none"
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          onValueChange={(next) => {
            setText(next);
            apply.run(next);
          }}
        />
        {query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <div aria-busy className="grid gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : properties.length === 0 ? (
          <p className="text-sm text-muted-fg">{t("noProperties")}</p>
        ) : (
          <ChoiceList
            legend={t("properties")}
            items={properties}
            getKey={(p) => String(p.id)}
            selectedKey={property ? String(property.id) : null}
            onSelect={setProperty}
            renderItem={(p) => (
              <>
                <bdi className="block font-medium">{p.property_name}</bdi>
                <span className="block text-xs text-muted-fg">
                  {t("deed")} <Digits value={p.document_number} /> ·{" "}
                  {t("unitCount", { count: p.units.length, n: format.number(p.units.length) })}
                </span>
              </>
            )}
          />
        )}
      </div>
      <div className="grid content-start gap-3">
        {property ? (
          property.units.length ? (
            <ChoiceList
              legend={t("units", { name: property.property_name })}
              items={property.units}
              getKey={(u) => String(u.id)}
              selectedKey={value ? String(value.unit.id) : null}
              onSelect={(unit) => onChange({ property, unit })}
              error={error}
              renderItem={(u) => (
                <>
                  <span className="block font-medium">
                    {t("unitLabel", { number: format.digits(u.unit_number) })}
                  </span>
                  <span className="block text-xs text-muted-fg">
                    {tu(`types.${u.unit_type}`)} · {tu(`usages.${u.unit_usage}`)} ·{" "}
                    {t("rooms", { count: u.rooms, n: format.number(u.rooms) })} ·{" "}
                    {t("floor", { floor: u.floor_number })}
                  </span>
                </>
              )}
            />
          ) : (
            <p className="text-sm text-muted-fg">{t("noUnits")}</p>
          )
        ) : (
          <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-fg">
            {t("chooseProperty")}
          </p>
        )}
        {error && !property?.units.length ? (
          <p className="text-xs font-medium text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
