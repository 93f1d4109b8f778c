"use client";

import { useMemo } from "react";

import { usePreferences } from "@/components/layout/preferences-provider";
import { createFormatter, type Formatter } from "@/lib/format/format";
import { useLanguage } from "@/lib/i18n/use-language";

/**
 * The formatter for client components: the page's language with the person's digits and primary
 * calendar. A change of preference refreshes the page (router.refresh), which re-renders with
 * the new values.
 */
export function useFormat(): Formatter {
  const locale = useLanguage();
  const { digits, calendar } = usePreferences();
  return useMemo(() => createFormatter({ locale, digits, calendar }), [locale, digits, calendar]);
}
