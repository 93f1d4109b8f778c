"use client";

import { AlertTriangle, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import { paths } from "@/lib/paths";

export type ErrorViewProps = { error: Error & { digest?: string }; reset: () => void };

/** A render error anywhere below the root layout. The digest lets support find the server log. */
export default function ErrorView({ error, reset }: ErrorViewProps) {
  const t = useTranslations("common");
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-3 p-6 text-center">
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{t("errorPage.title")}</h1>
      <p className="text-sm text-muted-fg">{t("errorPage.description")}</p>
      {error.digest ? (
        <p className="text-xs text-muted-fg">
          {t("errors.reference")} <Ltr className="font-mono">{error.digest}</Ltr>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={reset}>
          <RotateCw aria-hidden />
          {t("retry")}
        </Button>
        <Button variant="outline" asChild>
          <Link href={paths.home()}>{t("errorPage.home")}</Link>
        </Button>
      </div>
    </main>
  );
}
