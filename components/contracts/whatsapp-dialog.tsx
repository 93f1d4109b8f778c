"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { PartyPicker } from "./party-picker";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Party } from "@/lib/rental/records";
import { whatsAppUrl } from "@/lib/contracts/share";

export type ContractParty = { role: "lessor" | "tenant"; id: number };

type WhatsAppDialogProps = { party: ContractParty; text: string; onClose: () => void };

/**
 * For a party the register has no Saudi mobile for (a contract recorded before it kept party
 * details, or a number that is not a Saudi mobile). The rental service finds parties by name, ID
 * number or phone, not by record number: the person finds the party, and the dialog offers the
 * WhatsApp link only for this contract's party with a Saudi mobile. The link is a plain anchor,
 * so the summary goes to WhatsApp only when it is pressed.
 */
export function WhatsAppDialog({ party, text, onClose }: WhatsAppDialogProps) {
  const t = useTranslations("contracts.share.dialog");
  const [found, setFound] = useState<Party | null>(null);
  const id = String(party.id);
  const url = found && found.id === party.id ? whatsAppUrl(found.phone_number, text) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { role: party.role, id })}</DialogDescription>
        </DialogHeader>
        <PartyPicker role={party.role} value={found} onChange={setFound} />
        {found && found.id !== party.id ? (
          <p role="status" className="text-sm font-medium text-destructive">
            {t("notThisParty", { name: found.full_name, role: party.role, id })}
          </p>
        ) : null}
        {found && found.id === party.id && !url ? (
          <p role="status" className="text-sm font-medium text-destructive">
            {t("noMobile", { name: found.full_name })}
          </p>
        ) : null}
        {found && url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "primary" }), "justify-self-start")}
          >
            <ExternalLink aria-hidden className="rtl:-scale-x-100" />
            {t("send", { name: found.full_name })}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
