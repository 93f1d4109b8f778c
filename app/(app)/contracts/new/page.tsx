import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { ContractWizard } from "@/components/contracts/contract-wizard";
import { isRenewable } from "@/components/contracts/renewal-values";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardPage } from "@/lib/auth/page-guard";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { getDb } from "@/lib/db";
import { paths } from "@/lib/paths";
import { propertyPrefetch } from "@/lib/properties/prefetch";
import { pickerPropertyParams } from "@/lib/properties/queries";
import { getRegisteredContract } from "@/lib/contracts/store";
import { idParams } from "@/lib/rental/path-params";

type PageProps = { searchParams: Promise<{ renew?: string | string[] }> };

/** `?renew=<id>`: the contract to renew, as the address gives it (checked on the page). */
async function renewId(searchParams: PageProps["searchParams"]): Promise<string | undefined> {
  const { renew } = await searchParams;
  return Array.isArray(renew) ? renew[0] : renew;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const renew = await renewId(searchParams);
  if (renew) return { title: (await getTranslations("renewal"))("title", { id: renew }) };
  return { title: (await getTranslations("contracts.new"))("title") };
}

export default async function NewContractPage({ searchParams }: PageProps) {
  const renew = await renewId(searchParams);
  const path = renew
    ? `${paths.newContract()}?renew=${encodeURIComponent(renew)}`
    : "/contracts/new";
  const { user, allowed } = await guardPage(path, "contract:create");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("contracts");
  const tr = await getTranslations("renewal");
  const back = (href: string, label: string) => (
    <Link href={href} className="inline-flex items-center gap-1 hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
  if (renew === undefined) {
    return (
      <>
        <PageHeader
          eyebrow={back(paths.contracts(), t("detail.back"))}
          title={t("new.title")}
          description={t("new.description")}
        />
        {/* The unit picker's first properties come with the page: no skeleton, no shift. */}
        <Prefetched queries={[propertyPrefetch.propertyList(user, pickerPropertyParams())]}>
          <ContractWizard />
        </Prefetched>
      </>
    );
  }

  // A renewal starts from the register's record of the old contract (what upstream last said).
  const id = idParams.safeParse({ id: renew });
  const old = id.success ? await getRegisteredContract(await getDb(), id.data.id) : null;
  if (old && !old.deleted && old.renewed_as !== null) {
    // A contract is renewed once: its renewal, not a second one.
    return (
      <>
        <PageHeader
          eyebrow={back(paths.contract(old.id), tr("back", { id: old.id }))}
          title={tr("heading")}
        />
        <EmptyState
          titleAs="h2"
          title={tr("renewed.title", { old: old.id })}
          description={tr("renewed.description", { id: old.renewed_as })}
          action={
            <Button asChild>
              <Link href={paths.contract(old.renewed_as)}>
                {tr("renewedAs", { id: old.renewed_as })}
              </Link>
            </Button>
          }
        />
      </>
    );
  }
  if (!old || !isRenewable(old)) {
    return (
      <>
        <PageHeader eyebrow={back(paths.contracts(), t("detail.back"))} title={tr("heading")} />
        <EmptyState
          titleAs="h2"
          title={tr("notRenewable.title", { id: renew })}
          description={tr("notRenewable.description")}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow={back(paths.contract(old.id), tr("back", { id: old.id }))}
        title={tr("title", { id: old.id })}
        description={tr("description", { id: old.id })}
      />
      <ContractWizard renewing={old} />
    </>
  );
}
