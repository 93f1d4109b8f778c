"use client";

import { ChevronDown, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { localName, otherName } from "./local-name";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { Ltr } from "@/components/ui/ltr";
import { useFormat } from "@/components/ui/use-format";
import type { Region } from "@/lib/rental/records";
import { useLanguage } from "@/lib/i18n/use-language";

type RegionItemProps = { region: Region; expanded: boolean; onToggle: () => void };

/** One region: its names, and a disclosure button that shows its cities. */
export function RegionItem({ region, expanded, onToggle }: RegionItemProps) {
  const t = useTranslations("regions");
  const format = useFormat();
  const locale = useLanguage();
  const panelId = useId();
  const name = localName(region, locale) ?? region.name;
  return (
    <li className="rounded-lg border border-border bg-card">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 text-start hover:bg-muted/50"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{name}</span>
            <span className="block text-sm text-muted-fg">
              <bdi lang={otherName(region, locale).lang}>{otherName(region, locale).name}</bdi>
            </span>
          </span>
          {region.code ? (
            <Badge variant="outline">
              <Ltr>{t("code", { code: region.code })}</Ltr>
            </Badge>
          ) : null}
          <span className="text-sm text-muted-fg">
            {t("citiesCount", {
              count: region.cities.length,
              n: format.number(region.cities.length),
            })}
          </span>
          <ChevronDown
            aria-hidden
            className={cn("size-4 text-muted-fg transition-transform", expanded && "rotate-180")}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!expanded} className="border-t border-border px-4 py-3">
        {region.cities.length ? (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {region.cities.map((city) => (
              <li key={city.id} className="flex items-start gap-2 text-sm">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-fg" />
                <span>
                  <span className="block">{localName(city, locale)}</span>
                  <span className="block text-xs text-muted-fg">
                    <bdi lang={otherName(city, locale).lang}>{otherName(city, locale).name}</bdi>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-fg">{t("noCities")}</p>
        )}
      </div>
    </li>
  );
}
