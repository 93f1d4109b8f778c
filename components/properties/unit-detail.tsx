"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { UnitForm } from "./unit-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { Num } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import { PageHeader } from "@/components/ui/page-header";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { Skeleton } from "@/components/ui/skeleton";
import { RecordQueryError } from "@/components/ui/query-error";
import { paths } from "@/lib/paths";
import { useProperty } from "@/lib/properties/queries";
import { useUnit } from "@/lib/properties/unit-queries";
import { useFormat } from "@/components/ui/use-format";

type UnitDetailProps = {
  id: number;
  canEdit: boolean;
  /** The deed number of the property the user came from, for the back link. */
  propertyDocumentNumber: string | null;
};

export function UnitDetail({ id, canEdit, propertyDocumentNumber }: UnitDetailProps) {
  const t = useTranslations("units");
  const format = useFormat();
  const query = useUnit(id);
  // The property page passes its deed number; trust it only once that property lists this unit.
  // Coming from the property page, the browser has the property already (the server reads it
  // only for a full page load); otherwise it asks once, and a placeholder keeps the line.
  const { property, pending } = usePropertyOfUnit(propertyDocumentNumber, id);
  const back = pending ? (
    <Skeleton className="h-5 w-56 max-w-full" />
  ) : property ? (
    <Link
      href={paths.property(property.document_number)}
      className="inline-flex items-center gap-1 hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("backToProperty")} <bdi className="font-medium">{property.property_name}</bdi>
    </Link>
  ) : null;

  if (query.isPending) {
    return <PageSkeleton eyebrow={back} blocks={[64]} />;
  }
  if (query.isError) {
    return (
      <RecordQueryError
        query={query}
        notFound={{
          title: t("notFound", { id }),
          backHref: "/properties",
          backLabel: t("property"),
        }}
      />
    );
  }

  const unit = query.data.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={t("title", { unitNumber: format.digits(unit.unit_number) })}
      />
      {canEdit ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("edit.title")}</CardTitle>
            <CardDescription>{t("edit.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <UnitForm key={unit.id} unit={unit} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t("facts")}</CardTitle>
            <CardDescription>{t("edit.readOnly")}</CardDescription>
          </CardHeader>
          <CardContent>
            <DescriptionList
              items={[
                { label: t("fields.unit_number"), value: <Digits value={unit.unit_number} /> },
                { label: t("fields.floor_number"), value: <Num value={unit.floor_number} /> },
                { label: t("fields.unit_type"), value: t(`types.${unit.unit_type}`) },
                { label: t("fields.unit_usage"), value: t(`usages.${unit.unit_usage}`) },
                { label: t("fields.rooms"), value: <Num value={unit.rooms} /> },
                { label: t("fields.area"), value: <Num value={unit.area} /> },
                {
                  label: t("fields.amenities_bedrooms"),
                  value: <Num value={unit.amenities_bedrooms} />,
                },
                {
                  label: t("fields.amenities_bathrooms_full"),
                  value: <Num value={unit.amenities_bathrooms_full} />,
                },
              ]}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function usePropertyOfUnit(documentNumber: string | null, unitId: number) {
  const query = useProperty(documentNumber ?? "", documentNumber !== null);
  const property = query.data?.data;
  return {
    property: property?.units.some((u) => u.id === unitId) ? property : null,
    pending: documentNumber !== null && query.isPending,
  };
}
