"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFilterText, type ReadFilterText } from "@/components/ui/use-search-text";
import { useTypedEarly } from "@/components/ui/use-typed-early";
import { readStaleDays } from "@/lib/properties/stale-days";

/** Whole days in any digits; an empty box is no filter; other text is not sent. */
const readDays: ReadFilterText<number> = (text) =>
  text.trim() ? (readStaleDays(text) ?? null) : undefined;

/**
 * "Not synced within N days" (never-synced deeds included): whole days typed in any digits, kept
 * as typed; the URL follows 300 ms after the last key, and only with a number the server takes.
 */
export function StaleFilter({
  days,
  onChange,
}: {
  days: number | undefined;
  onChange: (days: number | undefined) => void;
}) {
  const t = useTranslations("properties");
  const id = useId();
  const filter = useFilterText(days, onChange, readDays);
  // Days typed before the page came to life filter once it has.
  const input = useTypedEarly(filter.text, filter.onValueChange);
  return (
    <div className="grid w-full gap-1.5 sm:w-44">
      <Label htmlFor={id}>{t("staleLabel")}</Label>
      <Input
        ref={input}
        id={id}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={filter.text}
        onChange={(e) => filter.onValueChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        {t("staleHint")}
      </p>
    </div>
  );
}
