"use client";

import { useTranslations } from "next-intl";

import { localName } from "@/components/regions/local-name";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { DateText, DateTimeText } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import type { RegionLookup } from "@/lib/regions/queries";
import type { Property } from "@/lib/rental/records";
import { useLanguage } from "@/lib/i18n/use-language";

/** The deed (number, owner, date in both calendars) and where the property is. */
export function DeedFacts({ property, lookup }: { property: Property; lookup: RegionLookup }) {
  const t = useTranslations("properties.detail");
  const locale = useLanguage();
  const td = useTranslations("dates");
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
            { label: t("deedNumber"), value: <Digits value={property.document_number} /> },
            { label: t("ownerId"), value: <Digits value={property.owner_id} /> },
            {
              label: td("deedDate"),
              value: (
                <DateText
                  value={property.deed_date_hijri}
                  calendar="islamic-umalqura"
                  dateStyle="long"
                />
              ),
            },
            { label: t("region"), value: region ?? "—" },
            { label: t("city"), value: city ?? "—" },
            {
              label: t("lastSynced"),
              value: property.synced_at ? (
                <DateTimeText value={property.synced_at} />
              ) : (
                t("neverSynced")
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
