"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";

import type { PartyFormValues } from "./party-form-values";
import { idOrUndefined } from "./party-form-values";
import { localName } from "@/components/regions/local-name";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import type { PartyUpdate } from "@/lib/rental/party";
import { useRegionLookup } from "@/lib/regions/queries";
import { useLanguage } from "@/lib/i18n/use-language";

/** Region first, then a city of that region (from the regions' data); a new region clears the city. */
export function RegionCityFields({
  form,
}: {
  form: UseFormReturn<PartyFormValues, unknown, PartyUpdate>;
}) {
  const t = useTranslations("parties");
  const locale = useLanguage();
  const { lookup, isPending, isError } = useRegionLookup();
  const { errors } = form.formState;
  const regionId = useWatch({ control: form.control, name: "region_id" });
  const region = lookup.region(regionId);
  const cities = region?.cities ?? [];
  const byName = (a: { name: string; name_ar: string }, b: { name: string; name_ar: string }) =>
    (localName(a, locale) ?? "").localeCompare(localName(b, locale) ?? "", locale);

  return (
    <>
      <FormField
        label={t("fields.region")}
        error={errors.region_id?.message}
        description={isError ? t("regionsFailed") : undefined}
      >
        {/* Remounted when the options arrive, so the saved region shows as selected. */}
        <Select
          key={lookup.regions.length}
          disabled={isPending}
          {...form.register("region_id", {
            setValueAs: idOrUndefined,
            onChange: () => form.setValue("city_id", undefined, { shouldDirty: true }),
          })}
        >
          <option value="">{isPending ? t("loadingRegions") : t("noRegion")}</option>
          {[...lookup.regions].sort(byName).map((r) => (
            <option key={r.id} value={r.id}>
              {localName(r, locale)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t("fields.city")}
        error={errors.city_id?.message}
        description={region ? undefined : t("cityHint")}
      >
        <Select
          key={`${regionId ?? "none"}-${cities.length}`}
          disabled={!region}
          {...form.register("city_id", { setValueAs: idOrUndefined })}
        >
          <option value="">{t("noCity")}</option>
          {[...cities].sort(byName).map((c) => (
            <option key={c.id} value={c.id}>
              {localName(c, locale)}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
