"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { DateTimeText } from "@/components/ui/formatted";

/**
 * The top of a printed record (hidden on screen): the dashboard's name and when it was printed;
 * the page's own heading names the record below it. The time is taken again just before
 * printing, so a page left open prints the right day.
 */
export function PrintHeader() {
  const t = useTranslations("common");
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    const update = () => setPrintedAt(new Date().toISOString());
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return (
    <div className="mb-4 hidden items-end justify-between gap-4 border-b border-border pb-2 print:flex">
      <p className="font-semibold">{t("appName")}</p>
      <p className="text-sm">
        {t("printedOn")} <DateTimeText value={printedAt} />
      </p>
    </div>
  );
}
