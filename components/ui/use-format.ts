"use client";

import { useMemo } from "react";

import { useFormatSeed } from "@/components/ui/format-seed-provider";
import { usePreferences } from "@/components/ui/preferences-provider";
import { createFormatter, type Formatter } from "@/lib/format/format";
import { withSeed } from "@/lib/format/seed";
import { useLanguage } from "@/lib/i18n/use-language";

/**
 * The formatter for client components: the page's language with the person's digits and primary
 * calendar. A change of preference refreshes the page (router.refresh), which re-renders with
 * the new values. Answers the server already gave come from the page's seed
 * (lib/format/seed.ts), so hydration builds no Intl formatter.
 */
export function useFormat(): Formatter {
  const locale = useLanguage();
  const { digits, calendar } = usePreferences();
  const seed = useFormatSeed();
  return useMemo(() => {
    const formatter = createFormatter({ locale, digits, calendar });
    return seed ? withSeed(formatter, seed) : formatter;
  }, [locale, digits, calendar, seed]);
}

/**
 * The formatter for what leaves the page as text (the clipboard, a wa.me link): the person's
 * language and calendar with Latin digits, which other systems read. Seeded like useFormat, so
 * the server's rendering answers it during hydration.
 */
export function useLatinFormat(): Formatter {
  const locale = useLanguage();
  const { calendar } = usePreferences();
  const seed = useFormatSeed();
  return useMemo(() => {
    const formatter = createFormatter({ locale, digits: "latn", calendar });
    return seed ? withSeed(formatter, seed) : formatter;
  }, [locale, calendar, seed]);
}
