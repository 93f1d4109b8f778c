import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { SecondFactorCard } from "@/components/account/second-factor-card";
import { SessionList } from "@/components/account/session-list";
import { Prefetched } from "@/components/layout/prefetched";
import { accountPrefetch } from "@/lib/account/prefetch";
import { signInUrl } from "@/lib/auth/page-guard";
import { paths } from "@/lib/paths";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/auth/session";
import { redirect } from "next/navigation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("title") };
}

// /account — one's own password, two-step verification and signed-in browsers (anyone signed in)
export default async function AccountPage() {
  const user = await getSessionUser();
  if (!user) redirect(signInUrl(paths.account()));
  const t = await getTranslations("account");
  const sections = [
    { id: "password", title: t("password.title"), body: <ChangePasswordForm /> },
    { id: "second-factor", title: t("secondFactor.title"), body: <SecondFactorCard /> },
    { id: "sessions", title: t("sessions.title"), body: <SessionList /> },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Prefetched queries={[accountPrefetch.sessions(user), accountPrefetch.secondFactor(user)]}>
        <div className="grid gap-6">
          {sections.map((s) => (
            <Card key={s.id} aria-labelledby={`${s.id}-heading`} role="region">
              <CardHeader>
                <h2 id={`${s.id}-heading`} className="text-lg font-semibold">
                  {s.title}
                </h2>
              </CardHeader>
              <CardContent>{s.body}</CardContent>
            </Card>
          ))}
        </div>
      </Prefetched>
    </>
  );
}
