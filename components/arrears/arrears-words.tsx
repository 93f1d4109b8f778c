"use client";

import { Amount } from "@/components/ui/formatted";
import { daysSince } from "@/lib/rent-roll/arrears-shape";

/** Halalas as riyals in the person's digits ("SAR 1,500.50", «١٬٥٠٠٫٥٠ ر.س.»). */
export function Sar({ halalas, className }: { halalas: number; className?: string }) {
  return <Amount value={halalas / 100} className={className} />;
}

export const daysBetween = daysSince;
