import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { LanguageSwitch } from "./_components/language-switch";
import { SignInForm } from "./_components/sign-in-form";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { Brand } from "@/components/layout/brand";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/auth/demo-users";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: PageProps) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  // Already signed in (an old tab, the back button): go straight on.
  if (await getSessionUser()) redirect(callbackUrl);
  const t = await getTranslations("auth");
  const tc = await getTranslations("common");
  const tl = await getTranslations("layout");
  const demo = env.DEMO_MODE;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex items-center justify-between">
          <Brand name={tc("appName")} />
          <div className="flex items-center gap-2">
            {demo ? <Badge variant="warning">{tl("demo")}</Badge> : null}
            <LanguageSwitch />
          </div>
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">{t("title")}</h1>
            <p className="text-sm text-muted-fg">{t("subtitle")}</p>
          </CardHeader>
          <CardContent>
            <SignInForm
              callbackUrl={callbackUrl}
              demoAccounts={demo ? DEMO_USERS.map(({ email, role }) => ({ email, role })) : null}
              demoPassword={demo ? DEMO_PASSWORD : ""}
            />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
