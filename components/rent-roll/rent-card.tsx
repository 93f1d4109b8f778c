"use client";

import { FileText, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { isApiError } from "@/lib/query/api-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { useStatement } from "@/lib/rent-roll/queries";
import type { Statement, StatementPayment } from "@/lib/rent-roll/schemas";

import { InstalmentTable, Sar } from "./instalment-table";
import { PaymentTable } from "./payment-table";

// The two forms (react-hook-form, the date picker's field) load when one is first opened, not
// with the contract's page.
const RecordPaymentDialog = dynamic(() =>
  import("./record-payment-dialog").then((m) => m.RecordPaymentDialog),
);
const VoidPaymentDialog = dynamic(() =>
  import("./void-payment-dialog").then((m) => m.VoidPaymentDialog),
);

type Props = {
  contractId: number;
  /** The contract's status: a terminated contract's card says what remains owed. */
  status: string;
  /** The contract's `updated_at`: a change of the contract reads the statement again. */
  version: string;
  /** Managers and admins; support sees the statement and no action. */
  canRecord: boolean;
  canVoid: boolean;
};

/** A contract's "Rent and payments" card: the schedule, the payments and the balance. */
export function RentCard({ contractId, status, version, canRecord, canVoid }: Props) {
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
            {status === "terminated" ? <TerminatedNote statement={statement} /> : null}
            <Totals totals={statement.totals} />
            {statement.totals.credit > 0 ? (
              <p className="rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm">
                <span className="font-semibold" data-credit>
                  {t("card.credit", { amount: format.amount(statement.totals.credit / 100) })}
                </span>{" "}
                {t("card.creditNote")}
              </p>
            ) : null}
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
      {recording && statement ? (
        <RecordPaymentDialog
          contractId={contractId}
          instalments={statement.instalments}
          onClose={() => setRecording(false)}
        />
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

/** A terminated contract: its future instalments are cancelled; what fell due is still owed. */
function TerminatedNote({ statement }: { statement: Statement }) {
  const t = useTranslations("rentRoll.card");
  const format = useFormat();
  const cancelled = statement.instalments.filter((row) => row.status === "cancelled").length;
  const owed = statement.totals.outstanding;
  return (
    <p
      className="rounded-md border border-warning/30 bg-warning-surface px-3 py-2 text-sm"
      role="note"
    >
      {t("terminated", { count: cancelled })}{" "}
      <span className="font-semibold" data-owed>
        {owed > 0
          ? t("terminatedOwed", { amount: format.amount(owed / 100) })
          : t("terminatedSettled")}
      </span>
    </p>
  );
}

function Totals({ totals }: { totals: Statement["totals"] }) {
  const t = useTranslations("rentRoll.totals");
  // Credit shows only when there is some, beside the totals, in its own words.
  const items = [
    ["dueToDate", totals.due_to_date],
    ["received", totals.received],
    ["overdue", totals.overdue],
    ["outstanding", totals.outstanding],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
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
