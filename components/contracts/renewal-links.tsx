"use client";

import { AlertCircle, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { isRenewable } from "./renewal-values";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useFormat } from "@/components/ui/use-format";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import type { ApiError } from "@/lib/query/api-error";
import { paths } from "@/lib/paths";

// A renewal and the contract it renews name each other on their pages, and "Renew" on a contract
// renewed already opens its renewal: a contract is renewed once (lib/contracts/renewal-store.ts).

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** "Renewal of contract No. 18", "Renewed as contract No. 43": links between the two contracts. */
export function RenewalLinks({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("renewal");
  const { digits } = useFormat();
  if (contract.renewal_of === null && contract.renewed_as === null) return null;
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {contract.renewal_of !== null ? (
        <Link href={paths.contract(contract.renewal_of)} className={linkClass}>
          {t("renewalOf", { id: digits(contract.renewal_of) })}
        </Link>
      ) : null}
      {contract.renewed_as !== null ? (
        <Link href={paths.contract(contract.renewed_as)} className={linkClass}>
          {t("renewedAs", { id: digits(contract.renewed_as) })}
        </Link>
      ) : null}
    </p>
  );
}

/** "Renew" opens the wizard; on a contract renewed already, it says so and opens the renewal. */
export function RenewAction({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("renewal");
  const { digits } = useFormat();
  if (contract.deleted) return null;
  const renewed = contract.renewed_as;
  if (renewed === null && !isRenewable(contract)) return null;
  return (
    <Button variant="outline" asChild className="print:hidden">
      <Link
        href={
          renewed === null ? paths.newContract({ renew: contract.id }) : paths.contract(renewed)
        }
      >
        <RefreshCw aria-hidden />
        {renewed === null ? t("button") : t("openRenewal", { id: digits(renewed) })}
      </Link>
    </Button>
  );
}

/**
 * The server refused this renewal (409 ALREADY_RENEWED): its words, which name the renewal made
 * meanwhile (in another tab, or by a colleague), and the way to it. Nothing was created.
 */
export function RenewalRefused({ error, oldId }: { error: ApiError; oldId: number }) {
  const t = useTranslations("renewal");
  const { digits } = useFormat();
  const renewedAs = typeof error.details.renewed_as === "number" ? error.details.renewed_as : null;
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="flex gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
      >
        <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{error.message}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {renewedAs !== null ? (
          <Button asChild>
            <Link href={paths.contract(renewedAs)}>
              {t("renewedAs", { id: digits(renewedAs) })}
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <Link href={paths.contract(oldId)}>{t("back", { id: digits(oldId) })}</Link>
        </Button>
      </div>
    </div>
  );
}
