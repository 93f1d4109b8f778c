import type { Permission } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";

// Every link of the main navigation with the permission it needs. The layout shows only the
// links the signed-in role may use; each page checks the same permission again on the server.
export const NAV_ICONS = [
  "overview",
  "properties",
  "vacant",
  "contracts",
  "arrears",
  "collections",
  "parties",
  "attention",
  "regions",
  "deeds",
  "users",
  "audit",
  "office",
  "sentMail",
] as const;
export type NavKey = (typeof NAV_ICONS)[number];

export type NavItem = {
  key: NavKey;
  href: string;
  permission: Permission;
  section: "work" | "admin";
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "overview", href: paths.home(), permission: "rental:read", section: "work" },
  { key: "properties", href: paths.properties(), permission: "rental:read", section: "work" },
  // Occupancy: the vacant units, with every unit's status on its property's page.
  { key: "vacant", href: paths.occupancy(), permission: "rental:read", section: "work" },
  { key: "contracts", href: paths.contracts(), permission: "rental:read", section: "work" },
  { key: "arrears", href: paths.arrears(), permission: "rental:read", section: "work" },
  // A month's rent: what fell due and what was collected (the overview's money cards' lists).
  { key: "collections", href: paths.collections(), permission: "rental:read", section: "work" },
  { key: "parties", href: paths.parties(), permission: "rental:read", section: "work" },
  // The data-quality queue: support reads it, managers fix parties from it.
  { key: "attention", href: paths.partyAttention(), permission: "rental:read", section: "work" },
  { key: "regions", href: paths.regions(), permission: "rental:read", section: "work" },
  { key: "deeds", href: paths.deeds(), permission: "deed:search", section: "admin" },
  { key: "users", href: paths.users(), permission: "user:manage", section: "admin" },
  { key: "audit", href: paths.audit(), permission: "audit:read", section: "admin" },
  { key: "office", href: paths.office(), permission: "office:manage", section: "admin" },
  // The morning digest's failures, and in the demo what its mail server received.
  { key: "sentMail", href: paths.sentMail(), permission: "user:manage", section: "admin" },
];

/** A serialisable link for the client navigation components. */
export type NavLink = { key: NavKey; href: string; label: string; section: NavItem["section"] };

/** True when `pathname` is the link's page or one below it (`/properties/123` → Properties). */
export function isActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Pages that have no link of their own, and the link they come under (a unit is a property's). */
const COMES_UNDER: readonly (readonly [page: string, href: string])[] = [
  ["/units", paths.properties()],
];

/**
 * The one link to mark as current: the most specific that matches, so that
 * `/parties/attention` marks Needs attention and not Parties as well.
 */
export function activeHref(hrefs: readonly string[], pathname: string): string | undefined {
  const under = COMES_UNDER.find(([page]) => isActive(page, pathname))?.[1];
  return hrefs
    .filter((href) => isActive(href, under ?? pathname))
    .reduce<string | undefined>(
      (best, href) => (best && best.length >= href.length ? best : href),
      undefined,
    );
}
