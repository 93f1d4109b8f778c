"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { useFormat, useLatinFormat } from "@/components/ui/use-format";
import { useUnitWords } from "@/components/contracts/unit-name";
import { whatsAppUrl } from "@/lib/contracts/share";
import { unitName } from "@/lib/contracts/unit-name";
import { useRemindTenant } from "@/lib/rent-roll/arrears-queries";
import type { ArrearsRow } from "@/lib/rent-roll/arrears-schemas";
import { reminderText } from "@/lib/rent-roll/reminder-text";

type Props = { row: ArrearsRow; onClose: () => void };

/**
 * A WhatsApp reminder of a row's arrears: the message in the person's language (Latin digits,
 * as it leaves the page) and a link that opens WhatsApp with it for the tenant's Saudi mobile.
 * Nothing is sent from here; following the link records the reminder on the contract.
 */
export function RemindDialog({ row, onClose }: Props) {
  const t = useTranslations("arrears.remind");
  const words = useUnitWords();
  const latin = useLatinFormat();
  const shown = useFormat();
  const remind = useRemindTenant(row.contract_id);
  const unit = unitName(row.known_unit, row.unit_id, words);
  const text = reminderText(row, words, latin, unit);
  const phone = row.tenant?.phone_number;
  const url = phone ? whatsAppUrl(phone, text) : null;
  const name = row.tenant?.full_name ?? "";

  const record = () => {
    remind.mutate(row.amount, {
      onSuccess: () => {
        toast.success(t("recorded", { id: shown.digits(row.contract_id) }));
        onClose();
      },
      onError: () => toast.error(t("failed")),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <figure className="grid gap-1.5">
          <figcaption className="text-sm font-medium">{t("preview")}</figcaption>
          <p className="rounded-md border border-border bg-muted/40 p-3 text-sm whitespace-pre-line">
            {text}
          </p>
        </figure>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={record}
            aria-disabled={remind.isPending || undefined}
            className={cn(buttonVariants({ variant: "primary" }), "justify-self-start")}
          >
            <ExternalLink aria-hidden className="rtl:-scale-x-100" />
            {t("send", { name })}
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : (
          <p role="status" className="text-sm font-medium text-destructive">
            {t("noMobile")}
          </p>
        )}
        <Button variant="outline" className="justify-self-end" onClick={onClose}>
          {t("close")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
