import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ContractDetail } from "@/components/contracts/contract-detail";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { can } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";
import { contractPrefetch } from "@/lib/contracts/prefetch";
import { propertyPrefetch } from "@/lib/properties/prefetch";
import { idParams } from "@/lib/rental/path-params";
import { regionPrefetch } from "@/lib/regions/prefetch";

type PageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  // «عقد رقم 37» / "Contract No. 37", as the page's heading says it.
  return { title: (await getTranslations("contracts.detail"))("title", { id }) };
}

export default async function ContractPage({ params }: PageProps) {
  const { id } = await params;
  const { user, allowed } = await guardPage(paths.contract(id), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const contract = idParams.safeParse({ id });
  if (!contract.success) notFound();
  return (
    <Prefetched
      queries={[
        ...contractPrefetch.contractPage(contract.data.id, (unitId) =>
          propertyPrefetch.unit(user, unitId),
        ),
        regionPrefetch.regionLookup(user),
      ]}
    >
      <ContractDetail
        id={contract.data.id}
        canCreate={can(user.role, "contract:create")}
        canUpdate={can(user.role, "contract:update")}
        canDelete={can(user.role, "contract:delete")}
        canRecordPayment={can(user.role, "payment:record")}
        canVoidPayment={can(user.role, "payment:void")}
      />
    </Prefetched>
  );
}
