"use client";

import { FileText, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { isApiError } from "@/lib/query/api-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useStatement } from "@/lib/rent-roll/queries";
import type { Statement, StatementPayment } from "@/lib/rent-roll/schemas";

import { InstalmentTable, Sar } from "./instalment-table";
import { PaymentTable } from "./payment-table";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { VoidPaymentDialog } from "./void-payment-dialog";

type Props = {
  contractId: number;
  /** The contract's `updated_at`: a change of the contract reads the statement again. */
  version: string;
  /** Managers and admins; support sees the statement and no action. */
  canRecord: boolean;
  canVoid: boolean;
};

/** A contract's "Rent and payments" card: the schedule, the payments and the balance. */
export function RentCard({ contractId, version, canRecord, canVoid }: Props) {
  const t = useTranslations("rentRoll");
  const ts = useTranslations("statements");
  const format = useFormat();
  const query = useStatement(contractId, version);
  const [recording, setRecording] = useState(false);
  const [voiding, setVoiding] = useState<StatementPayment | null>(null);
  const statement = query.data?.data;
  const open = statement && statement.instalments.length > 0;

  return (
    <Card>
      <CardHeader row>
        <div className="space-y-1.5">
          <CardTitle>{t("card.title")}</CardTitle>
          <CardDescription>{t("card.description")}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {statement ? (
            <Button asChild variant="outline">
              <Link
                href={paths.contractStatement(contractId)}
                aria-label={ts("linkLabel", { id: format.digits(contractId) })}
              >
                <FileText aria-hidden />
                {ts("link")}
              </Link>
            </Button>
          ) : null}
          {canRecord && open ? (
            <Button onClick={() => setRecording(true)}>
              <Plus aria-hidden />
              {t("record.button")}
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {query.isError && isApiError(query.error) && query.error.status === 404 ? (
          <p className="text-sm text-muted-fg">{t("card.empty")}</p>
        ) : query.isError ? (
          <QueryError query={query} />
        ) : null}
        {statement ? (
          <>
            <Totals totals={statement.totals} />
            {open ? (
              <InstalmentTable rows={statement.instalments} />
            ) : (
              <p className="text-sm text-muted-fg">{t("card.empty")}</p>
            )}
            <section className="space-y-2">
              <h3 className="font-medium">{t("card.payments")}</h3>
              <PaymentTable
                contractId={contractId}
                rows={statement.payments}
                onVoid={canVoid ? setVoiding : undefined}
              />
            </section>
          </>
        ) : null}
      </CardContent>
      {recording ? (
        <RecordPaymentDialog contractId={contractId} onClose={() => setRecording(false)} />
      ) : null}
      {voiding ? (
        <VoidPaymentDialog
          contractId={contractId}
          payment={voiding}
          onClose={() => setVoiding(null)}
        />
      ) : null}
    </Card>
  );
}

function Totals({ totals }: { totals: Statement["totals"] }) {
  const t = useTranslations("rentRoll.totals");
  const items = [
    ["dueToDate", totals.due_to_date],
    ["received", totals.received],
    ["overdue", totals.overdue],
    ["outstanding", totals.outstanding],
    ["credit", totals.credit],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {items.map(([key, value]) => (
        <div key={key} className="space-y-1">
          <dt className="text-sm text-muted-fg">{t(key)}</dt>
          <dd className="font-semibold" data-total={key}>
            <Sar halalas={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
