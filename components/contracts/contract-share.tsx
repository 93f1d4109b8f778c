"use client";

import { Copy, MessageCircle, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { WhatsAppDialog, type ContractParty } from "./whatsapp-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useFormat } from "@/components/ui/use-format";
import { useUnit } from "@/lib/queries/units";
import type { RegisterEntry } from "@/lib/queries/contract-register";
import { contractSummaryText } from "@/lib/share/contract-summary";

// Whom the dialog can find with the party search (its labels exist for these roles).
const SEARCHABLE = new Set<string>(["lessor", "tenant"]);

/**
 * Share a contract: copy its plain-text summary, or send it on WhatsApp to one of its parties.
 * Nothing leaves the dashboard until the person chooses an item (and, for WhatsApp, presses Send).
 */
export function ContractShare({ contract }: { contract: RegisterEntry }) {
  const t = useTranslations("contracts.share");
  const translate = useTranslations();
  const format = useFormat();
  // The unit's number and property for the summary; without it the summary names the unit's id.
  const unitId = Number(contract.unit_id);
  const unit = useUnit(unitId).data?.data ?? null;
  const [party, setParty] = useState<ContractParty | null>(null);
  const text = contractSummaryText({ contract, unit }, translate, format);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("copied", { id: String(contract.id) }));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const parties = contract.parties.filter((p): p is ContractParty => SEARCHABLE.has(p.role));
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            className="print:hidden"
            aria-label={t("label", { id: String(contract.id) })}
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
          {parties.map((p) => (
            <DropdownMenuItem key={`${p.role}-${p.id}`} onSelect={() => setParty(p)}>
              <MessageCircle aria-hidden />
              {t(`whatsApp.${p.role}`)}
            </DropdownMenuItem>
          ))}
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
