"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "./button";

/** Opens the browser's print dialog; the print stylesheet (app/globals.css) lays the page on A4. */
export function PrintButton({ record }: { record: string }) {
  const t = useTranslations("common");
  return (
    <Button
      variant="outline"
      className="print:hidden"
      aria-label={t("printLabel", { record })}
      onClick={() => window.print()}
    >
      <Printer aria-hidden />
      {t("print")}
    </Button>
  );
}
