import "server-only";

import { redirect } from "next/navigation";

import { paths } from "@/lib/paths";

import { can, type Permission } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";

/** The sign-in address that brings the user back to `path` afterwards. */
export function signInUrl(path: string): string {
  return paths.signIn(path);
}

/**
 * Every page starts with this: no session → sign-in and back to `path`. Returns the user and
 * whether they may use the page (their role has `permission`, and their session is not waiting
 * for a password change or a second factor); when not, the page renders <NotAllowed />.
 *
 *   const { user, allowed } = await guardPage(paths.deeds(), "deed:search");
 *   if (!allowed) return <NotAllowed role={user.role} />;
 */
export async function guardPage(
  path: string,
  permission: Permission,
): Promise<{ user: SessionUser; allowed: boolean }> {
  const user = await getSessionUser();
  if (!user) redirect(signInUrl(path));
  // A session that must first change its password or enrol a second factor may use its account
  // page only (the API refuses it everything else): no page reads data for it. The layout shows
  // the required step on a full load; this holds when only the page is rendered.
  return { user, allowed: !user.restriction && can(user.role, permission) };
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A list page's opening: the guard (with the page's query string in the callback URL), then its
 * address read by the list's definition (lib/<feature>/list.ts).
 *
 *   const page = await guardListPage(searchParams, paths.parties(), "rental:read", partySearchParams);
 *   if (!page.allowed) return <NotAllowed role={page.user.role} />;
 */
export async function guardListPage<S>(
  searchParams: Promise<SearchParams>,
  path: string,
  permission: Permission,
  list: { parse: (params: URLSearchParams) => S },
): Promise<
  { user: SessionUser; allowed: false } | { user: SessionUser; allowed: true; urlState: S }
> {
  const search = await searchParams;
  const { user, allowed } = await guardPage(pathWithSearch(path, search), permission);
  if (!allowed) return { user, allowed };
  return { user, allowed, urlState: list.parse(searchParamsOf(search)) };
}

/** A page's `searchParams` as the URLSearchParams its client components read. */
export function searchParamsOf(searchParams: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, v);
    }
  }
  return query;
}

/** Path plus the current query string, for callback URLs of pages with filters in the URL. */
export function pathWithSearch(path: string, searchParams: SearchParams): string {
  const text = searchParamsOf(searchParams).toString();
  return text ? `${path}?${text}` : path;
}
