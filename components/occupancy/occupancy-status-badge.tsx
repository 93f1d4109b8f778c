"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { OccupancyStatus } from "@/lib/occupancy/schemas";

const VARIANT = { leased: "success", reserved: "primary", vacant: "warning" } as const;

/** A unit's occupancy in words: leased, reserved or vacant. */
export function OccupancyStatusBadge({ status }: { status: OccupancyStatus }) {
  const t = useTranslations("occupancy");
  return <Badge variant={VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}
