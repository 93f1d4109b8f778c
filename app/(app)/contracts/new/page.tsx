import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { ContractWizard } from "@/components/contracts/contract-wizard";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/components/layout/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contracts.new"))("title") };
}

export default async function NewContractPage() {
  const { user, allowed } = await guardPage("/contracts/new", "contract:create");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("contracts");
  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            href={paths.contracts()}
            className="inline-flex items-center gap-1 hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t("detail.back")}
          </Link>
        }
        title={t("new.title")}
        description={t("new.description")}
      />
      <ContractWizard />
    </>
  );
}
