"use client";

import {
  Building,
  Building2,
  CalendarRange,
  DoorOpen,
  FileSignature,
  HandCoins,
  LayoutDashboard,
  Mail,
  Map as MapIcon,
  ScrollText,
  ShieldCheck,
  TriangleAlert,
  type LucideIcon,
  UserCog,
  Users,
} from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { activeHref, type NavKey, type NavLink } from "./nav-items";
import { cn } from "@/components/ui/cn";

const ICONS: Record<NavKey, LucideIcon> = {
  overview: LayoutDashboard,
  properties: Building2,
  vacant: DoorOpen,
  contracts: FileSignature,
  arrears: HandCoins,
  collections: CalendarRange,
  parties: Users,
  attention: TriangleAlert,
  regions: MapIcon,
  deeds: ScrollText,
  users: UserCog,
  audit: ShieldCheck,
  office: Building,
  sentMail: Mail,
};

type NavLinksProps = { links: readonly NavLink[]; onNavigate?: () => void };

export function NavLinks({ links, onNavigate }: NavLinksProps) {
  const t = useTranslations("layout");
  const pathname = usePathname();
  const current = activeHref(
    links.map((l) => l.href),
    pathname,
  );
  const sections = (["work", "admin"] as const)
    .map((section) => ({ section, items: links.filter((l) => l.section === section) }))
    .filter((s) => s.items.length > 0);

  return (
    <nav aria-label={t("primaryNav")} className="flex flex-col gap-5">
      {sections.map(({ section, items }) => (
        <div key={section} className="flex flex-col gap-1">
          {sections.length > 1 ? (
            <p className="px-3 text-xs font-medium tracking-wide text-muted-fg uppercase">
              {t(`sections.${section}`)}
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {items.map((link) => {
              const Icon = ICONS[link.key];
              const active = link.href === current;
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                      active
                        ? "bg-accent text-accent-fg"
                        : "text-muted-fg hover:bg-muted hover:text-foreground",
                    )}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
