"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "./button";
import { toast } from "./toaster";
import { normaliseDigits } from "@/lib/rental/digits";

/**
 * Copies a phone, ID or record number as other systems read it: in Latin digits, whatever digits
 * the page shows it in (lib/format's `digits`).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations("common.copy");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(normaliseDigits(value));
      toast.success(t("done"));
    } catch {
      toast.error(t("failed"));
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="iconSm"
      className="print:hidden"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
    >
      <Copy aria-hidden />
    </Button>
  );
}
