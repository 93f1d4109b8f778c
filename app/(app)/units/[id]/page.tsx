import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage, pathWithSearch } from "@/components/layout/page-guard";
import { UnitDetail } from "@/components/units/unit-detail";
import { can } from "@/lib/auth/permissions";
import { normaliseDigits } from "@/lib/rental/digits";

type PageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const ID = /^[1-9]\d{0,15}$/;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("units"))("titleFallback") };
}

export default async function UnitPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const search = await searchParams;
  const { user, allowed } = await guardPage(pathWithSearch(`/units/${id}`, search), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const unitId = normaliseDigits(id);
  if (!ID.test(unitId) || !Number.isSafeInteger(Number(unitId))) notFound();
  // `?property=<deed number>` is set by the property page so that "back" returns there.
  const property =
    typeof search.property === "string" && ID.test(search.property) ? search.property : null;
  return (
    <UnitDetail
      id={Number(unitId)}
      canEdit={can(user.role, "unit:update")}
      propertyDocumentNumber={property}
    />
  );
}
