import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { PartyStatementView } from "@/components/statements/party-statement";
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
  return { title: (await getTranslations("statements"))("partyTitleUnnamed", { id }) };
}

// A tenant's statement over every contract where the party is the tenant (every role that reads).
export default async function PartyStatementPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const search = await searchParams;
  const range = { from: one(search.from), to: one(search.to) };
  const { user, allowed } = await guardPage(paths.partyStatement(id, range), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const party = idParams.safeParse({ id });
  if (!party.success) notFound();
  return (
    <Prefetched queries={[statementPrefetch.party(party.data.id, range)]}>
      <PartyStatementView id={party.data.id} range={range} />
    </Prefetched>
  );
}
