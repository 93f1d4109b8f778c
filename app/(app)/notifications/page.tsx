import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";

import { Prefetched } from "@/components/layout/prefetched";
import { NotificationList } from "@/components/notifications/notification-list";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { signInUrl } from "@/lib/auth/page-guard";
import { getSessionUser } from "@/lib/auth/session";
import { notificationPrefetch } from "@/lib/notifications/prefetch";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("title") };
}

// /notifications — one's own notifications (anyone signed in)
export default async function NotificationsPage() {
  const user = await getSessionUser();
  if (!user) redirect(signInUrl(paths.notifications()));
  const t = await getTranslations("notifications");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link
            href={paths.notificationSettings()}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("settingsLink")}
          </Link>
        }
      />
      <Prefetched queries={[notificationPrefetch.list(user)]}>
        <NotificationList />
      </Prefetched>
    </>
  );
}
