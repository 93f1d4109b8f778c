import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { PropertyDetail } from "@/components/properties/property-detail";
import { can } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";
import { contractPrefetch } from "@/lib/contracts/prefetch";
import { indexPropertyUnits, occupancyPrefetch } from "@/lib/occupancy/server";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { documentNumberParams } from "@/lib/rental/path-params";

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type PageProps = { params: Promise<{ documentNumber: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { documentNumber } = await params;
  const t = await getTranslations("properties.detail");
  return { title: `${t("deed")} ${decode(documentNumber)}` };
}

export default async function PropertyPage({ params }: PageProps) {
  const raw = decode((await params).documentNumber);
  const { user, allowed } = await guardPage(paths.property(raw), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  // Deed numbers are digits (Arabic-Indic accepted); anything else cannot be a property.
  const property = documentNumberParams.safeParse({ documentNumber: raw });
  if (!property.success) notFound();
  const { documentNumber } = property.data;
  // The units index (occupancy) learns the property's units from the same read; the occupancy
  // card is read once it has (the contracts' read waits for that learning).
  const [propertyRead, contracts] = contractPrefetch.propertyWithContracts(
    user,
    documentNumber,
    indexPropertyUnits,
  );
  return (
    <Prefetched
      queries={[
        propertyRead,
        contracts,
        Promise.resolve(contracts).then(() => occupancyPrefetch.property(documentNumber)),
        regionPrefetch.regionLookup(user),
      ]}
    >
      <PropertyDetail
        documentNumber={documentNumber}
        canSync={can(user.role, "property:sync")}
        canDelete={can(user.role, "property:delete")}
      />
    </Prefetched>
  );
}
