import { useTranslations } from "next-intl";

import { Badge } from "./badge";
import type { ContractStatus } from "@/lib/rental/records";

const VARIANT = {
  draft: "neutral",
  active: "success",
  expired: "warning",
  terminated: "destructive",
} as const satisfies Record<ContractStatus, string>;

/** A contract's status as a coloured, translated badge. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useTranslations("common");
  return <Badge variant={VARIANT[status]}>{t(`contractStatus.${status}`)}</Badge>;
}
