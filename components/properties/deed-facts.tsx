"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";

import { localName } from "@/components/regions/local-name";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { Ltr } from "@/components/ui/ltr";
import type { RegionLookup } from "@/lib/queries/regions";
import { hijriToGregorian } from "@/lib/rental/dates";
import type { Property } from "@/lib/rental/records";

/** The deed (number, owner, Hijri date with its Gregorian day) and where the property is. */
export function DeedFacts({ property, lookup }: { property: Property; lookup: RegionLookup }) {
  const t = useTranslations("properties.detail");
  const locale = useLocale();
  const format = useFormatter();
  const gregorian = hijriToGregorian(property.deed_date_hijri);
  const region = localName(lookup.region(property.region_id), locale);
  const city = localName(lookup.city(property.city_id), locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("deed")}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList
          items={[
            { label: t("deedNumber"), value: <Ltr>{property.document_number}</Ltr> },
            { label: t("ownerId"), value: <Ltr>{property.owner_id}</Ltr> },
            { label: t("deedDateHijri"), value: <Ltr>{property.deed_date_hijri}</Ltr> },
            { label: t("deedDateGregorian"), value: gregorian ? <Ltr>{gregorian}</Ltr> : "—" },
            { label: t("region"), value: region ?? "—" },
            { label: t("city"), value: city ?? "—" },
            {
              label: t("lastSynced"),
              value: property.synced_at
                ? format.dateTime(new Date(property.synced_at), {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })
                : t("neverSynced"),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
