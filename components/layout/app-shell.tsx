import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { Brand } from "./brand";
import { MainRegion } from "./main-region";
import { MobileNav } from "./mobile-nav";
import { NAV_ITEMS, type NavLink } from "./nav-items";
import { NavLinks } from "./nav-links";
import { UserMenu } from "./user-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { Badge } from "@/components/ui/badge";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { paths } from "@/lib/paths";

type AppShellProps = { user: SessionUser; demo: boolean; children: ReactNode };

/** Sidebar (md and up) or drawer (phones), top bar with the user menu, and the main region. */
export async function AppShell({ user, demo, children }: AppShellProps) {
  const t = await getTranslations("layout");
  const tc = await getTranslations("common");
  // A role never sees a link it cannot use: the permission table decides.
  const links: NavLink[] = NAV_ITEMS.filter((item) => can(user.role, item.permission)).map(
    (item) => ({
      key: item.key,
      href: item.href,
      section: item.section,
      label: t(`nav.${item.key}`),
    }),
  );
  const brand = <Brand name={tc("appName")} />;
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)] print:block!">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      <aside className="sticky top-0 hidden h-dvh print:hidden! flex-col gap-6 overflow-y-auto border-e border-border bg-card p-4 md:flex">
        {brand}
        <NavLinks links={links} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 print:hidden items-center gap-2 border-b border-border bg-background/90 px-3 backdrop-blur sm:px-6">
          <MobileNav links={links} brand={brand} />
          <div className="md:hidden">
            <Brand name={tc("appName")} narrow />
          </div>
          <div className="ms-auto flex items-center gap-2">
            {demo ? (
              <Badge variant="warning" title={t("demoDescription")}>
                {t("demo")}
              </Badge>
            ) : null}
            <NotificationBell href={paths.notifications()} />
            <UserMenu user={user} />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 p-4 outline-none sm:p-6 print:max-w-none print:p-0"
        >
          <MainRegion>{children}</MainRegion>
        </main>
      </div>
    </div>
  );
}
