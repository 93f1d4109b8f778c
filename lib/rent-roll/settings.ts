import "server-only";

import { env } from "@/lib/env";

import type { VatSetting } from "./schedule";

// The office's VAT setting: VAT_RATE_BASIS_POINTS and VAT_EFFECTIVE_FROM (lib/env.ts), 15 % from
// 1 July 2020 unless configured otherwise.
export function vatSetting(): VatSetting {
  return { rateBasisPoints: env.VAT_RATE_BASIS_POINTS, effectiveFrom: env.VAT_EFFECTIVE_FROM };
}
