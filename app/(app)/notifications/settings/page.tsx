import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";

import { Prefetched } from "@/components/layout/prefetched";
import { DigestSettingsForm } from "@/components/notifications/digest-settings-form";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { signInUrl } from "@/lib/auth/page-guard";
import { getSessionUser } from "@/lib/auth/session";
import { digestPrefetch } from "@/lib/digest/prefetch";
import { notificationPrefetch } from "@/lib/notifications/prefetch";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("settings.title") };
}

// /notifications/settings — which kinds one is told of, how early, and the morning digest (anyone signed in)
export default async function NotificationSettingsPage() {
  const user = await getSessionUser();
  if (!user) redirect(signInUrl(paths.notificationSettings()));
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
      <Prefetched queries={[notificationPrefetch.settings(user), digestPrefetch.settings(user)]}>
        <div className="grid gap-10">
          <NotificationSettingsForm />
          <DigestSettingsForm />
        </div>
      </Prefetched>
    </>
  );
}
