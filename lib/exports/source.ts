import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { Locale } from "@/lib/i18n/locales";

import type { Column, Translate } from "./columns";
import type { ExportList } from "./formats";
import type { ReadPage } from "./pager";

// One exportable list: its columns in the person's language, and how to read a page of the
// rows its page shows for the same URL parameters (filters and sort; page and page size are
// the export's own).

export type ExportContext = {
  user: SessionUser;
  /** The list page's URL parameters, as the browser sent them. */
  params: URLSearchParams;
  locale: Locale;
  t: Translate;
};

export type ExportSource<R> = {
  list: ExportList;
  /**
   * Upstream lists are paced (EXPORT_UPSTREAM_RPS, within the upstream budget); our own
   * database is not.
   */
  upstream: boolean;
  prepare(context: ExportContext): Promise<{ columns: Column<R>[]; read: ReadPage<R> }>;
};

/** Keeps each source's row type while the table of sources holds them all. */
export const exportSource = <R>(source: ExportSource<R>) => source;
