import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";

import { DigestSettingsForm } from "@/components/notifications/digest-settings-form";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { signInUrl } from "@/lib/auth/page-guard";
import { getSessionUser } from "@/lib/auth/session";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("settings.title") };
}

// /notifications/settings — which kinds one is told of, how early, and the morning digest (anyone signed in)
export default async function NotificationSettingsPage() {
  if (!(await getSessionUser())) redirect(signInUrl(paths.notificationSettings()));
  const t = await getTranslations("notifications");
  return (
    <>
      <PageHeader
        title={t("settings.title")}
        description={t("settings.description")}
        actions={
          <Link
            href={paths.notifications()}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("settings.back")}
          </Link>
        }
      />
      <div className="grid gap-10">
        <NotificationSettingsForm />
        <DigestSettingsForm />
      </div>
    </>
  );
}
