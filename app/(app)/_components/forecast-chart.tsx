"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type TooltipContentProps,
} from "recharts";

import type { ForecastRow } from "./forecast-rows";
import { useFormat } from "@/components/ui/use-format";
import { directionOf } from "@/lib/i18n/locales";
import { useLanguage } from "@/lib/i18n/use-language";

// Recharts is about 100 kB of script: this module is loaded on its own when the chart's place
// comes into view (forecast-switch.tsx), never in the page's first load.

/**
 * Contracts ending per month as bars. Each bar is a link to the register filtered to its month
 * (click, or Tab then Enter), named by its month, count and rent. In Arabic time runs right to
 * left: the first month on the right, the count axis on the right.
 */
export default function ForecastChart({ rows, height }: { rows: ForecastRow[]; height: number }) {
  const t = useTranslations("overview.forecast");
  const format = useFormat();
  const rtl = directionOf(useLanguage()) === "rtl";
  const router = useRouter();

  return (
    <div role="group" aria-label={t("chartLabel")} dir="ltr">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} className="stroke-border" />
          <XAxis
            dataKey="short"
            reversed={rtl}
            tickLine={false}
            tick={{ className: "fill-muted-fg text-xs" }}
          />
          <YAxis
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            width={36}
            tickLine={false}
            axisLine={false}
            tick={{ className: "fill-muted-fg text-xs" }}
            tickFormatter={(value: number) => format.number(value)}
          />
          <Tooltip
            cursor={false}
            isAnimationActive={false}
            content={(props: TooltipContentProps) => <ForecastTooltip {...props} rtl={rtl} />}
          />
          <Bar
            dataKey="contracts"
            isAnimationActive={false}
            shape={(props: BarShapeProps) => (
              <BarLink {...props} row={rows[props.index]} open={(href) => router.push(href)} />
            )}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A bar as a link; the whole column is the target, so that a short bar (or none) is easy to hit. */
function BarLink({
  x,
  y,
  width,
  height,
  background,
  row,
  open,
}: BarShapeProps & { row: ForecastRow | undefined; open: (href: string) => void }) {
  if (!row) return null;
  return (
    <a
      href={row.href}
      aria-label={row.summary}
      className="group cursor-pointer outline-none"
      onClick={(event) => {
        // A client-side navigation, as a Link would make.
        event.preventDefault();
        open(row.href);
      }}
    >
      <rect
        x={background?.x ?? x}
        y={background?.y ?? y}
        width={background?.width ?? width}
        height={background?.height ?? height}
        rx={4}
        className="fill-transparent group-hover:fill-muted group-focus-visible:fill-muted group-focus-visible:stroke-ring group-focus-visible:[stroke-width:2px]"
      />
      {height > 0 ? (
        <rect x={x} y={y} width={width} height={height} rx={3} className="fill-primary" />
      ) : null}
    </a>
  );
}

/** The month's name, count and rent at stake, in the page's language. */
function ForecastTooltip({ active, payload, rtl }: TooltipContentProps & { rtl: boolean }) {
  const t = useTranslations("overview.forecast");
  const row = payload?.[0]?.payload as ForecastRow | undefined;
  if (!active || !row) return null;
  return (
    <div
      dir={rtl ? "rtl" : "ltr"}
      className="grid gap-0.5 rounded-md border border-border bg-card px-3 py-2 text-sm shadow-md"
    >
      <p className="font-medium">{row.label}</p>
      <p>{row.countText}</p>
      <p className="text-muted-fg">{t("rentLine", { rent: row.rentText })}</p>
    </div>
  );
}
