import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ContractDetail } from "@/components/contracts/contract-detail";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/components/layout/page-guard";
import { can } from "@/lib/auth/permissions";
import { normaliseDigits } from "@/lib/rental/digits";

type PageProps = { params: Promise<{ id: string }> };

const ID = /^[1-9]\d{0,15}$/;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  return { title: `${(await getTranslations("contracts.detail"))("title")} #${id}` };
}

export default async function ContractPage({ params }: PageProps) {
  const { id } = await params;
  const { user, allowed } = await guardPage(`/contracts/${id}`, "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const contractId = normaliseDigits(id);
  if (!ID.test(contractId) || !Number.isSafeInteger(Number(contractId))) notFound();
  return (
    <ContractDetail
      id={Number(contractId)}
      canUpdate={can(user.role, "contract:update")}
      canDelete={can(user.role, "contract:delete")}
    />
  );
}
