"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { DeedFacts } from "./deed-facts";
import { DeletePropertyButton } from "./delete-property-button";
import { PropertyContracts } from "./property-contracts";
import { PropertyUnits } from "./property-units";
import { SyncDeedButton } from "./sync-deed-button";
import { PrintHeader } from "@/components/layout/print-header";
import { PropertyOccupancy } from "@/components/occupancy/property-occupancy";
import { Digits } from "@/components/ui/digits";
import { PageHeader } from "@/components/ui/page-header";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { PrintButton } from "@/components/ui/print-button";
import { RecordQueryError } from "@/components/ui/query-error";
import { paths } from "@/lib/paths";
import { useProperty } from "@/lib/properties/queries";
import { useRegionLookup } from "@/lib/regions/queries";

type PropertyDetailProps = { documentNumber: string; canSync: boolean; canDelete: boolean };

export function PropertyDetail({ documentNumber, canSync, canDelete }: PropertyDetailProps) {
  const t = useTranslations("properties.detail");
  const query = useProperty(documentNumber);
  const { lookup } = useRegionLookup();
  const back = (
    <Link
      href={paths.properties()}
      className="inline-flex items-center gap-1 hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("back")}
    </Link>
  );

  if (query.isPending) {
    return <PageSkeleton eyebrow={back} blocks={[56, 40]} />;
  }
  if (query.isError) {
    return (
      <RecordQueryError
        query={query}
        notFound={{
          title: t("notFound", { documentNumber }),
          backHref: "/properties",
          backLabel: t("back"),
        }}
      />
    );
  }

  const property = query.data.data;
  return (
    <div className="space-y-6">
      <PrintHeader />
      <PageHeader
        eyebrow={back}
        title={<bdi>{property.property_name}</bdi>}
        description={
          <>
            {t("deedNumber")} <Digits value={property.document_number} />
          </>
        }
        actions={
          <>
            <PrintButton record={property.property_name} />
            {canSync ? <SyncDeedButton property={property} /> : null}
            {canDelete ? <DeletePropertyButton property={property} /> : null}
          </>
        }
      />
      <DeedFacts property={property} lookup={lookup} />
      <PropertyOccupancy documentNumber={property.document_number} />
      <PropertyUnits units={property.units} documentNumber={property.document_number} />
      <PropertyContracts units={property.units} />
    </div>
  );
}
