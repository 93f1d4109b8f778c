"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ChangePasswordForm } from "./change-password-form";
import { RecoveryCodes } from "./recovery-codes";
import { SecondFactorSetupForm } from "./second-factor-setup";
import { signOutAction } from "@/components/account/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { Restriction } from "@/lib/auth/session-user";

/**
 * What a restricted session sees instead of the dashboard: change the password someone else
 * chose, or set up two-step verification (admins in production). Then the page reloads.
 */
export function RequiredStep({ restriction }: { restriction: Restriction }) {
  const t = useTranslations("security.required");
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const done = () => router.refresh();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-xl font-semibold">
            {restriction === "password-change" ? t("passwordTitle") : t("secondFactorTitle")}
          </h1>
          <p className="text-sm text-muted-fg">
            {restriction === "password-change" ? t("passwordExplain") : t("secondFactorExplain")}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          {restriction === "password-change" ? (
            <ChangePasswordForm onDone={done} />
          ) : codes ? (
            <RecoveryCodes codes={codes} onDone={done} />
          ) : (
            <SecondFactorSetupForm onDone={setCodes} />
          )}
          <form action={signOutAction}>
            <Button type="submit" variant="ghost">
              {t("signOut")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
