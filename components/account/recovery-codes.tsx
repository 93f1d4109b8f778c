"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** Recovery codes, shown once: to write down or copy before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("account.secondFactor");
  return (
    <div className="grid gap-3 text-sm">
      <p role="status" className="font-medium">
        {t("codesTitle")}
      </p>
      <p className="text-muted-fg">{t("codesExplain")}</p>
      {/* Setting up or replacing the codes ends every other session (lib/account/handlers.ts). */}
      <p className="text-muted-fg">{t("othersSignedOut")}</p>
      <ul
        aria-label={t("codesLabel")}
        dir="ltr"
        className="grid grid-cols-2 gap-1 font-mono sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}
        >
          {t("copy")}
        </Button>
        <Button onClick={onDone}>{t("codesSaved")}</Button>
      </div>
    </div>
  );
}
