import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { isDocumentLoad } from "@/components/layout/document-load";
import { guardPage, pathWithSearch } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { UnitDetail } from "@/components/properties/unit-detail";
import { can } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";
import { propertyPrefetch } from "@/lib/properties/prefetch";
import { propertyOfUnit } from "@/lib/contracts/server";
import { documentNumber, idParams } from "@/lib/rental/path-params";

type PageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("units"))("titleFallback") };
}

export default async function UnitPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const search = await searchParams;
  const { user, allowed } = await guardPage(pathWithSearch(paths.unit(id), search), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const unit = idParams.safeParse({ id });
  if (!unit.success) notFound();
  // `?property=<deed number>` is set by the property page so that "back" returns there. Coming
  // from that page, the browser has the property in its cache: it is read here only for a full
  // page load (a reload, a shared link). Without it, the property the contract register learned
  // for the unit (lib/contracts/unit-names.ts); UnitDetail links it once it lists the unit.
  const property =
    documentNumber.safeParse(search.property).data ??
    (await propertyOfUnit(String(unit.data.id))) ??
    null;
  const readProperty = property !== null && (await isDocumentLoad());
  return (
    <Prefetched
      queries={[
        propertyPrefetch.unit(user, unit.data.id),
        ...(readProperty ? [propertyPrefetch.property(user, property)] : []),
      ]}
    >
      <UnitDetail
        id={unit.data.id}
        canEdit={can(user.role, "unit:update")}
        propertyDocumentNumber={property}
      />
    </Prefetched>
  );
}
