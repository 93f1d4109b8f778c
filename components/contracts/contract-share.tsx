"use client";

import { Copy, ExternalLink, MessageCircle, Share2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import type { ContractParty } from "./whatsapp-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useFormat, useLatinFormat } from "@/components/ui/use-format";
import { useUnit } from "@/lib/properties/unit-queries";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { sharedSummaryText, whatsAppUrl } from "@/lib/contracts/share";

// The dialog and its party search load when it is first opened, not with the contract's page.
const WhatsAppDialog = dynamic(() => import("./whatsapp-dialog").then((m) => m.WhatsAppDialog));

// Whom the dialog can find with the party search (its labels exist for these roles).
const SEARCHABLE = new Set<string>(["lessor", "tenant"]);

/**
 * Share a contract: copy its plain-text summary, or send it on WhatsApp to one of its parties:
 * straight to the Saudi mobile the register learned for the party, else through a dialog that
 * finds the party. Nothing leaves the dashboard until the person chooses a WhatsApp link.
 */
export function ContractShare({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.share");
  const translate = useTranslations();
  // What is copied or sent carries Latin digits, whatever the page shows.
  const format = useLatinFormat();
  const shown = useFormat();
  // The unit and property as the register learned them; else the unit's number, read upstream;
  // without either the summary names the unit's record number.
  const unitId = Number(contract.unit_id);
  const unit = useUnit(unitId, !contract.known_unit).data?.data ?? null;
  const [party, setParty] = useState<ContractParty | null>(null);
  const text = sharedSummaryText({ contract, unit }, translate, format);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("copied", { id: shown.digits(contract.id) }));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const parties = contract.parties
    .filter((p): p is typeof p & ContractParty => SEARCHABLE.has(p.role))
    .map((p) => ({ ...p, url: p.phone_number ? whatsAppUrl(p.phone_number, text) : null }));
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            className="print:hidden"
            aria-label={t("label", { id: shown.digits(contract.id) })}
          >
            <Share2 aria-hidden />
            {t("button")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => void copy()}>
            <Copy aria-hidden />
            {t("copy")}
          </DropdownMenuItem>
          {parties.map((p) =>
            p.url && p.full_name ? (
              <DropdownMenuItem key={`${p.role}-${p.id}`} asChild>
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden className="rtl:-scale-x-100" />
                  {t("whatsAppTo", { name: p.full_name, role: p.role })}
                  <span className="sr-only">{t("dialog.newTab")}</span>
                </a>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={`${p.role}-${p.id}`} onSelect={() => setParty(p)}>
                <MessageCircle aria-hidden />
                {t(`whatsApp.${p.role}`)}
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {party ? (
        <WhatsAppDialog
          key={`${party.role}-${party.id}`}
          party={party}
          text={text}
          onClose={() => setParty(null)}
        />
      ) : null}
    </>
  );
}
