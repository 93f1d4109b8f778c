"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

import { DateTimeText } from "@/components/ui/formatted";

/**
 * The top of a printed record (hidden on screen): the dashboard's name and when it was printed;
 * the page's own heading names the record below it. The time is taken as printing starts
 * (`beforeprint`, rendered at once with flushSync: the browser lays the print out right after
 * the event), so a page left open prints the right time, and loading the page formats no time
 * the server could not have rendered (lib/format/seed.ts).
 */
export function PrintHeader() {
  const t = useTranslations("common");
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  useEffect(() => {
    const update = () => flushSync(() => setPrintedAt(new Date().toISOString()));
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, []);
  return (
    <div className="mb-4 hidden items-end justify-between gap-4 border-b border-border pb-2 print:flex">
      <p className="font-semibold">{t("appName")}</p>
      {printedAt ? (
        <p className="text-sm">
          {t("printedOn")} <DateTimeText value={printedAt} />
        </p>
      ) : null}
    </div>
  );
}
