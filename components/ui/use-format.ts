"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

import { usePreferences } from "@/components/layout/preferences-provider";
import { createFormatter, type Formatter } from "@/lib/format/format";

/**
 * The formatter for client components: the page's language with the person's digits and primary
 * calendar. A change of preference refreshes the page (router.refresh), which re-renders with
 * the new values.
 */
export function useFormat(): Formatter {
  const locale = useLocale();
  const { digits, calendar } = usePreferences();
  return useMemo(() => createFormatter({ locale, digits, calendar }), [locale, digits, calendar]);
}
