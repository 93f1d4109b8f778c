"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";

import { usePreferences } from "@/components/ui/preferences-provider";
import {
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { isApiError } from "@/lib/query/api-error";
import { useSavePreferences } from "@/lib/preferences/queries";
import { CALENDARS, DIGIT_STYLES, PREFERENCE_LOCALES } from "@/lib/i18n/choices";
import type { Preferences } from "@/lib/i18n/preferences";

const CHOICES = {
  locale: PREFERENCE_LOCALES,
  digits: DIGIT_STYLES,
  calendar: CALENDARS,
} as const satisfies { [K in keyof Preferences]: readonly Preferences[K][] };

/**
 * Saves one display preference and re-renders the page in it. Used by the user menu, which
 * stays mounted: the menu's content unmounts when an item is chosen, before the save answers.
 */
export function useChoosePreference() {
  const t = useTranslations("layout.display");
  const ruleMessage = useRuleMessage();
  const current = usePreferences();
  const router = useRouter();
  const save = useSavePreferences();
  const [refreshing, startRefresh] = useTransition();
  const busy = save.isPending || refreshing;
  const choose = (key: keyof Preferences, value: string) => {
    if (busy || current[key] === value) return;
    save.mutate(
      { [key]: value },
      {
        onSuccess: () => startRefresh(() => router.refresh()),
        onError: (error) =>
          toast.error(t("failed"), {
            description: isApiError(error) ? ruleMessage(error.message) : undefined,
          }),
      },
    );
  };
  return { choose, busy };
}

/**
 * The user menu's "Display" section: language, digits and primary calendar. A choice is saved
 * on the profile (so it follows the person to another browser) and the page re-renders at once.
 */
export function DisplaySettings({ choose, busy }: ReturnType<typeof useChoosePreference>) {
  const t = useTranslations("layout.display");
  const current = usePreferences();
  return (
    <DropdownMenuGroup aria-busy={busy || undefined}>
      <DropdownMenuLabel className="text-xs font-medium text-muted-fg">
        {t("title")}
      </DropdownMenuLabel>
      {(Object.keys(CHOICES) as (keyof Preferences)[]).map((key) => (
        <DropdownMenuRadioGroup
          key={key}
          value={current[key]}
          onValueChange={(value) => choose(key, value)}
          aria-label={t(`${key}.label`)}
          className="border-t border-border py-1"
        >
          <p aria-hidden className="px-2 pt-1 text-xs font-medium text-muted-fg">
            {t(`${key}.label`)}
          </p>
          {CHOICES[key].map((value) => (
            <DropdownMenuRadioItem
              key={value}
              value={value}
              disabled={busy}
              // Each language is named in itself, so a person who cannot read the current
              // language still finds their own.
              lang={key === "locale" ? value : undefined}
            >
              {t(`${key}.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      ))}
    </DropdownMenuGroup>
  );
}
