"use client";

import { useTranslations } from "next-intl";

import { PrintHeader } from "@/components/layout/print-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ExportMenu } from "@/components/ui/export-menu";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { PrintButton } from "@/components/ui/print-button";
import { RecordQueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import { usePartyStatement, type RangeQuery } from "@/lib/statements/queries";

import { LedgerTable, LedgerTotalsList } from "./ledger-table";
import { ContractFactsLine } from "./statement-heading";
import { StatementRangeForm } from "./statement-range-form";

/** A tenant's statement page: each of their contracts' ledgers, then the total of all. */
export function PartyStatementView({ id, range }: { id: number; range: RangeQuery }) {
  const t = useTranslations("statements");
  const format = useFormat();
  const query = usePartyStatement(id, range);
  const statement = query.data?.data;
  const title = statement?.party.full_name
    ? t("partyTitle", { name: statement.party.full_name })
    : t("partyTitleUnnamed", { id: format.digits(id) });
  const exportParams: Record<string, string> = { party: String(id) };
  if (range.from) exportParams.from = range.from;
  if (range.to) exportParams.to = range.to;

  return (
    <div className="space-y-6">
      <PrintHeader />
      <PageHeader
        title={title}
        description={t("partyDescription")}
        actions={
          statement ? (
            <>
              <PrintButton record={title} />
              <ExportMenu list="party-statement" params={exportParams} />
            </>
          ) : null
        }
      />
      <StatementRangeForm key={`${range.from}-${range.to}`} range={range} />
      {query.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {query.isError ? (
        <RecordQueryError
          query={query}
          notFound={{
            title: t("noContracts"),
            backHref: paths.parties(),
            backLabel: t("tenant"),
          }}
        />
      ) : null}
      {statement ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t("totals.all")}</CardTitle>
            </CardHeader>
            <CardContent>
              <LedgerTotalsList totals={statement.totals} />
            </CardContent>
          </Card>
          {statement.contracts.map(({ contract, entries, totals }) => {
            const heading = t("contract", { id: format.digits(contract.id) });
            return (
              <Card key={contract.id} className="break-before-auto">
                <CardHeader row>
                  <CardTitle>
                    <Link
                      href={paths.contractStatement(contract.id)}
                      className="underline-offset-4 hover:underline"
                    >
                      {heading}
                    </Link>
                  </CardTitle>
                </CardHeader>
                <CardContent className="space-y-6">
                  <ContractFactsLine contract={contract} range={statement.range} />
                  <LedgerTotalsList totals={totals} />
                  <LedgerTable
                    caption={t("contractTitle", { id: format.digits(contract.id) })}
                    entries={entries}
                    totals={totals}
                    from={statement.range.from}
                    to={statement.range.to}
                  />
                </CardContent>
              </Card>
            );
          })}
        </>
      ) : null}
    </div>
  );
}
