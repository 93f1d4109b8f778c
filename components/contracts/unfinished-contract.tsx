"use client";

import { AlertTriangle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { DeleteButton } from "@/components/ui/delete-button";
import { DescriptionList } from "@/components/ui/description-list";
import { DateText } from "@/components/ui/formatted";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { paths } from "@/lib/paths";
import { isApiError } from "@/lib/query/api-error";
import { useContract, useDeleteContract, useSetContractDates } from "@/lib/contracts/queries";
import type { ContractUpdate } from "@/lib/rental/contract";

type UnfinishedContractProps = {
  /** The contract upstream created. */
  id: number;
  /** The dates the second call was to set. */
  dates: Required<ContractUpdate>;
  /** Why setting them failed. */
  error: unknown;
  /** Where to go once the new contract is deleted (the renewed contract, say). */
  afterDeleteHref: string;
};

/**
 * A contract that exists upstream without the dates it was meant to get: what the rental service
 * holds now (as it answered the create, kept in the register), why the dates were not set, and
 * the two ways out: set them again, or delete the new contract.
 */
export function UnfinishedContract({ id, dates, error, afterDeleteHref }: UnfinishedContractProps) {
  const t = useTranslations("renewal.unfinished");
  const tc = useTranslations("contracts");
  const ruleMessage = useRuleMessage();
  const router = useRouter();
  const record = useContract(id);
  const setDates = useSetContractDates();
  const remove = useDeleteContract(id);
  const [failure, setFailure] = useState<unknown>(error);

  const reason = (e: unknown) => {
    if (!isApiError(e)) return t("unknownError");
    const fields = Object.values(e.fields ?? {})
      .flat()
      .map(ruleMessage);
    return [ruleMessage(e.message), ...fields].join(" ");
  };

  const retry = async () => {
    try {
      await setDates.mutateAsync({ id, dates });
      toast.success(t("datesSet", { id }));
      router.push(paths.contract(id));
    } catch (e) {
      setFailure(e);
      // The failed call may still have changed something: show the register's record afresh.
      void record.refetch();
    }
  };

  const contract = record.data?.data;
  // A draft is deleted; a contract that has started (or is not known yet) is terminated.
  const status = contract?.status === "draft" ? "draft" : "active";
  return (
    <Card tone="warning">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-warning" />
          {t("title", { id })}
        </CardTitle>
        <CardDescription role="alert">{t("reason", { reason: reason(failure) })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section className="grid gap-3" aria-label={t("upstream", { id })}>
          <h3 className="text-sm font-semibold">{t("upstream", { id })}</h3>
          {record.isPending ? (
            <Skeleton aria-busy className="h-16 w-full" />
          ) : record.isError ? (
            <QueryError query={record} />
          ) : contract ? (
            <DescriptionList
              items={[
                {
                  label: tc("columns.status"),
                  value: <ContractStatusBadge status={contract.status} />,
                },
                { label: tc("fields.start"), value: <DateText value={contract.start_date} /> },
                { label: tc("fields.end"), value: <DateText value={contract.end_date} /> },
                { label: tc("fields.duration"), value: tc("years", { count: contract.duration }) },
              ]}
            />
          ) : null}
        </section>
        <section className="grid gap-3" aria-label={t("intended")}>
          <h3 className="text-sm font-semibold">{t("intended")}</h3>
          <DescriptionList
            items={[
              { label: tc("fields.start"), value: <DateText value={dates.start_date} /> },
              { label: tc("fields.end"), value: <DateText value={dates.end_date} /> },
            ]}
          />
        </section>
        <p className="text-sm text-muted-fg">{t("leave", { id })}</p>
        <div className="flex flex-wrap gap-2">
          <Button pending={setDates.isPending} onClick={() => void retry()}>
            {setDates.isPending ? t("retrying") : t("retry")}
          </Button>
          <DeleteButton
            messages={{
              button: t("delete.button", { status }),
              title: t("delete.title", { status, id }),
              description:
                status === "draft"
                  ? t("delete.description", { id })
                  : t("delete.descriptionActive", { id }),
              confirm: t("delete.confirm", { status }),
              failed: t("delete.failed", { status, id }),
              toast: t("delete.toast", { status, id }),
            }}
            onDelete={() => remove.mutateAsync()}
            pending={remove.isPending}
            afterHref={afterDeleteHref}
          />
          <Button variant="outline" asChild>
            <Link href={paths.contract(id)}>{t("open", { id })}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
