"use client";

import { Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { chooseLanguageAction } from "@/app/sign-in/actions";
import { Button } from "@/components/ui/button";
import { LOCALES } from "@/lib/i18n/locales";
import { useLanguage } from "@/lib/i18n/use-language";

/** Offers the other language, named in itself; the page re-renders in it at once. */
export function LanguageSwitch() {
  const t = useTranslations("layout.display.locale");
  const locale = useLanguage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const other = LOCALES.find((l) => l !== locale) ?? LOCALES[0];
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={other}
      pending={pending}
      onClick={() =>
        startTransition(async () => {
          await chooseLanguageAction(other);
          router.refresh();
        })
      }
    >
      <Languages aria-hidden />
      {t(other)}
    </Button>
  );
}
