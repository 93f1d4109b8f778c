import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { ContractStatementView } from "@/components/statements/contract-statement";
import { guardPage } from "@/lib/auth/page-guard";
import { paths } from "@/lib/paths";
import { idParams } from "@/lib/rental/path-params";
import { statementPrefetch } from "@/lib/statements/prefetch";

type PageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) =>
  typeof value === "string" && value ? value : undefined;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  return { title: (await getTranslations("statements"))("contractTitle", { id }) };
}

// A contract's statement (every role that reads): ?from=&to= narrow it to a range.
export default async function ContractStatementPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const search = await searchParams;
  const range = { from: one(search.from), to: one(search.to) };
  const { user, allowed } = await guardPage(paths.contractStatement(id, range), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const contract = idParams.safeParse({ id });
  if (!contract.success) notFound();
  return (
    <Prefetched queries={[statementPrefetch.contract(contract.data.id, range)]}>
      <ContractStatementView id={contract.data.id} range={range} />
    </Prefetched>
  );
}
