import { Plus } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { Link } from "@/components/ui/link";
import { ContractList } from "@/components/contracts/contract-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { contractListParams } from "@/lib/contracts/list";
import { toRegisterParams } from "@/lib/contracts/register-queries";
import { paths } from "@/lib/paths";
import { contractPrefetch } from "@/lib/contracts/prefetch";
import { learnUnknownUnits } from "@/lib/contracts/server";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contracts"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContractsPage({ searchParams }: PageProps) {
  const page = await guardListPage(
    searchParams,
    paths.contracts(),
    "rental:read",
    contractListParams,
  );
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  // Contracts recorded before the register kept units learn them in the background.
  learnUnknownUnits(user);
  const t = await getTranslations("contracts");
  const canCreate = can(user.role, "contract:create");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          canCreate ? (
            <Button asChild>
              <Link href={paths.newContract()}>
                <Plus aria-hidden />
                {t("newButton")}
              </Link>
            </Button>
          ) : null
        }
      />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            contractPrefetch.contractRegister(toRegisterParams(urlState)),
            savedViewPrefetch.savedViews(user, "contracts"),
          ]}
        >
          <ContractList urlState={urlState} canCreate={canCreate} />
        </Prefetched>
      </Suspense>
    </>
  );
}
