"use client";

import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { localName } from "@/components/regions/local-name";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DescriptionList } from "@/components/ui/description-list";
import { DateText, Num } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import { paths } from "@/lib/paths";
import { useRegionLookup } from "@/lib/regions/queries";
import type { Deed } from "@/lib/rental/results";
import { useLanguage } from "@/lib/i18n/use-language";
import { useFormat } from "@/components/ui/use-format";

/** A found deed, with a link to its property. */
export function DeedResult({ deed }: { deed: Deed }) {
  const t = useTranslations("deeds.result");
  const format = useFormat();
  const tp = useTranslations("properties.detail");
  const locale = useLanguage();
  const { lookup } = useRegionLookup();
  const td = useTranslations("dates");
  const region = localName(lookup.region(deed.region_id), locale);
  const city = localName(lookup.city(deed.city_id), locale);
  return (
    <section
      role="status"
      aria-live="polite"
      className="grid gap-4 rounded-lg border border-success/30 bg-success/5 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CheckCircle2 aria-hidden className="size-5 text-success" />
        <h3 className="font-semibold">
          {t("title", { documentNumber: format.digits(deed.document_number) })}
        </h3>
        <span className="text-sm text-muted-fg">
          {deed.source === "registry" ? t("foundRemote") : t("foundLocal")}
        </span>
        {deed.imported ? <Badge variant="primary">{t("imported")}</Badge> : null}
      </div>
      <DescriptionList
        items={[
          {
            label: t("property"),
            value: deed.property_name ? <bdi>{deed.property_name}</bdi> : "—",
          },
          { label: t("ownerId"), value: <Digits value={deed.owner_id ?? "—"} /> },
          {
            label: td("deedDate"),
            value: deed.deed_date_hijri ? (
              <DateText value={deed.deed_date_hijri} calendar="islamic-umalqura" dateStyle="long" />
            ) : (
              <DateText value={deed.deed_date} dateStyle="long" />
            ),
          },
          { label: tp("region"), value: region ?? "—" },
          { label: tp("city"), value: city ?? "—" },
          ...(deed.units ? [{ label: t("units"), value: <Num value={deed.units.length} /> }] : []),
        ]}
      />
      {deed.document_number && deed.property_id ? (
        <div>
          <Button asChild>
            <Link href={paths.property(deed.document_number)}>
              {t("open")}
              <ArrowRight aria-hidden className="rtl:rotate-180" />
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
