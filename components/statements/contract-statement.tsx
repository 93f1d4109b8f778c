"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

import { PrintHeader } from "@/components/layout/print-header";
import { Card, CardContent } from "@/components/ui/card";
import { ExportMenu } from "@/components/ui/export-menu";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { PrintButton } from "@/components/ui/print-button";
import { RecordQueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import { useContractStatement, type RangeQuery } from "@/lib/statements/queries";

import { LedgerTable, LedgerTotalsList } from "./ledger-table";
import { ContractFactsLine } from "./statement-heading";
import { StatementRangeForm } from "./statement-range-form";

/** A contract's statement page: the ledger over the range, printable and exportable. */
export function ContractStatementView({ id, range }: { id: number; range: RangeQuery }) {
  const t = useTranslations("statements");
  const format = useFormat();
  const query = useContractStatement(id, range);
  const title = t("contractTitle", { id: format.digits(id) });
  const back = (
    <Link
      href={paths.contract(id)}
      className="inline-flex items-center gap-1 hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("back", { id: format.digits(id) })}
    </Link>
  );
  const exportParams: Record<string, string> = { contract: String(id) };
  if (range.from) exportParams.from = range.from;
  if (range.to) exportParams.to = range.to;

  return (
    <div className="space-y-6">
      <PrintHeader />
      <PageHeader
        eyebrow={back}
        title={title}
        description={t("description")}
        actions={
          query.data ? (
            <>
              <PrintButton record={title} />
              <ExportMenu list="contract-statement" params={exportParams} />
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
            title: t("notFound"),
            backHref: paths.contracts(),
            backLabel: t("back", { id: format.digits(id) }),
          }}
        />
      ) : null}
      {query.data ? (
        <Card>
          <CardContent className="space-y-6 pt-6">
            <ContractFactsLine contract={query.data.data.contract} range={query.data.data.range} />
            <LedgerTotalsList totals={query.data.data.totals} />
            <LedgerTable
              caption={title}
              entries={query.data.data.entries}
              totals={query.data.data.totals}
              from={query.data.data.range.from}
              to={query.data.data.range.to}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
