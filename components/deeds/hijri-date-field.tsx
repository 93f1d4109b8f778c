"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { Popover } from "radix-ui";
import { useState, type ComponentProps } from "react";

import { formatHijri, hijriToday, parseHijri } from "./hijri";
import { HijriCalendar } from "./hijri-calendar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Ltr } from "@/components/ui/ltr";
import { hijriToGregorian } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";

type HijriDateFieldProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A Hijri (Umm al-Qura) date: typed as YYYY-MM-DD (Arabic-Indic digits accepted) or picked from
 * a month grid. The Gregorian equivalent is shown live. Takes the id/aria props FormField gives.
 */
export function HijriDateField({
  value,
  onChange,
  id,
  "aria-describedby": describedBy,
  ...props
}: HijriDateFieldProps) {
  const t = useTranslations("deeds.calendar");
  const [open, setOpen] = useState(false);
  const parsed = parseHijri(value);
  const [focused, setFocused] = useState(() => parsed ?? hijriToday());
  const gregorian = parsed ? hijriToGregorian(formatHijri(parsed)) : null;
  const equivalentId = `${id ?? "hijri"}-gregorian`;

  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          id={id}
          dir="ltr"
          inputMode="numeric"
          placeholder={t("placeholder")}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={[describedBy, equivalentId].filter(Boolean).join(" ")}
          {...props}
        />
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            if (next) setFocused(parseHijri(value) ?? hijriToday());
            setOpen(next);
          }}
        >
          <Popover.Trigger asChild>
            <Button variant="outline" size="icon" aria-label={t("open")}>
              <CalendarDays aria-hidden />
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={4}
              aria-label={t("dialogLabel")}
              className="z-50 w-80 rounded-lg border border-border bg-card p-3 text-card-fg shadow-lg"
              onOpenAutoFocus={(event) => {
                // Focus the selected (or today's) day rather than the first button.
                event.preventDefault();
                const content = event.currentTarget as HTMLElement | null;
                requestAnimationFrame(() =>
                  content?.querySelector<HTMLButtonElement>('table button[tabindex="0"]')?.focus(),
                );
              }}
            >
              <HijriCalendar
                focused={focused}
                onFocusChange={setFocused}
                selected={parsed}
                onSelect={(date) => {
                  onChange(formatHijri(date));
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      <p id={equivalentId} aria-live="polite" className="text-xs text-muted-fg">
        {gregorian ? (
          <>
            {t("gregorian")} <Ltr>{gregorian}</Ltr>
          </>
        ) : value.trim() && normaliseDigits(value.trim()).length >= 10 ? (
          t("noSuchDate")
        ) : (
          t("formatHint")
        )}
      </p>
    </div>
  );
}
