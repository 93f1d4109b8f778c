"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { ContractDatesForm } from "./contract-dates-form";
import { ContractFacts } from "./contract-facts";
import { ContractShare } from "./contract-share";
import { FollowUpCard } from "./follow-up-card";
import { DeleteContractButton } from "./delete-contract-button";
import { RenewAction, RenewalLinks } from "./renewal-links";
import { PrintHeader } from "@/components/layout/print-header";
import { RentCard } from "@/components/rent-roll/rent-card";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { PageHeader } from "@/components/ui/page-header";
import { PrintButton } from "@/components/ui/print-button";
import { RecordQueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import { useContract } from "@/lib/contracts/queries";
import { contractRegisterKeys } from "@/lib/contracts/register-queries";
import { NOTICE_KIND } from "@/lib/rent-roll/follow-up-shape";
import { useFollowUps } from "@/lib/rent-roll/queries";

type ContractDetailProps = {
  id: number;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The rent roll: record and void payments (lib/auth/permissions.ts). */
  canRecordPayment?: boolean;
  canVoidPayment?: boolean;
};

// The rental service changes dates only of draft and active contracts, and deletes (a draft) or
// terminates (an active one) only those too.
const CHANGEABLE = new Set(["draft", "active"]);

export function ContractDetail({
  id,
  canCreate,
  canUpdate,
  canDelete,
  canRecordPayment = false,
  canVoidPayment = false,
}: ContractDetailProps) {
  const t = useTranslations("contracts.detail");
  const query = useContract(id);
  const followUps = useFollowUps(id);
  const client = useQueryClient();
  const format = useFormat();
  const back = (
    <Link href={paths.contracts()} className="inline-flex items-center gap-1 hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("back")}
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-busy className="space-y-6">
        <PageHeader eyebrow={back} title={<Skeleton className="h-8 w-48" />} />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <RecordQueryError
        query={query}
        notFound={{
          title: t("notFound", { id: format.digits(id) }),
          description: t("notFoundDescription"),
          backHref: "/contracts",
          backLabel: t("back"),
        }}
      />
    );
  }

  const contract = query.data.data;
  const live = !contract.deleted && CHANGEABLE.has(contract.status);
  // DELETE removes a draft but terminates an active contract: the register flags both deleted,
  // and a terminated one reads as terminated (its status), not as deleted.
  const removed = contract.deleted && contract.status !== "terminated";
  const title = t("title", { id: format.digits(contract.id) });
  return (
    <div className="space-y-6">
      <PrintHeader />
      <PageHeader
        eyebrow={back}
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            <span>{title}</span>
            <ContractStatusBadge status={contract.status} />
            {removed ? <Badge variant="outline">{t("deleted")}</Badge> : null}
          </span>
        }
        actions={
          <>
            <PrintButton record={title} />
            <ContractShare contract={contract} />
            {canCreate ? <RenewAction contract={contract} /> : null}
            {canDelete && live ? <DeleteContractButton contract={contract} /> : null}
          </>
        }
      />
      <RenewalLinks contract={contract} />
      <ContractFacts
        contract={contract}
        noticeGiven={followUps.data?.data.find((entry) => entry.kind === NOTICE_KIND) ?? null}
      />
      <RentCard
        contractId={contract.id}
        status={contract.status}
        version={contract.updated_at}
        canRecord={canRecordPayment}
        canVoid={canVoidPayment}
      />
      <FollowUpCard
        contractId={contract.id}
        deadline={contract.decision_date}
        canGiveNotice={canUpdate && live}
        // A notice takes the contract out of the register's "decision due" lists.
        onNoticeRecorded={() =>
          void client.invalidateQueries({ queryKey: contractRegisterKeys.all })
        }
      />
      {canUpdate && live ? (
        <Card className="print:hidden">
          <CardHeader>
            <CardTitle>{t("dates.title")}</CardTitle>
            <CardDescription>{t("dates.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContractDatesForm key={contract.updated_at} contract={contract} />
          </CardContent>
        </Card>
      ) : null}
      {canUpdate && !live ? (
        <p className="text-sm text-muted-fg print:hidden">
          {removed ? t("deletedNote") : t("closedNote")}
        </p>
      ) : null}
    </div>
  );
}
