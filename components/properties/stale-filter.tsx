"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { readStaleDays } from "@/lib/deed-sync/stale-days";

/**
 * "Not synced within N days" (never-synced deeds included): whole days typed in any digits; the
 * URL follows 300 ms after the last key, and only with a number the server takes.
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
  const [text, setText] = useState(days ? String(days) : "");
  const [shown, setShown] = useState(days);
  if (shown !== days) {
    // The URL changed without typing (back button, "clear the filter"): show its value.
    setShown(days);
    setText(days ? String(days) : "");
  }
  const apply = useDebouncedCallback((value: string) => {
    if (!value.trim()) return onChange(undefined);
    const days = readStaleDays(value);
    if (days !== undefined) onChange(days);
  }, 300);
  return (
    <div className="grid w-full gap-1.5 sm:w-44">
      <Label htmlFor={id}>{t("staleLabel")}</Label>
      <Input
        id={id}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          apply.run(e.target.value);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        {t("staleHint")}
      </p>
    </div>
  );
}
