import "server-only";

import { DualMarkup, NumMarkup } from "./formatted-markup";
import { getFormatter } from "@/lib/format/server";

// formatted.tsx for server components: the request's language, digits and primary calendar
// (lib/format/server.ts), the same markup, and no script in the browser.

/** A number with grouping and the preferred digits ("—" when there is none). */
export async function Num({ value, className }: { value: number | null; className?: string }) {
  const format = await getFormatter();
  return <NumMarkup text={value === null ? null : format.number(value)} className={className} />;
}

/** A Gregorian YYYY-MM-DD day in the primary calendar with the other calendar's day beside it. */
export async function DateText({
  value,
  className,
}: {
  value: string | null | undefined;
  className?: string;
}) {
  const format = await getFormatter();
  const dual = value ? format.dual(value) : null;
  if (!dual) return <span className={className}>{value || "—"}</span>;
  return <DualMarkup {...dual} layout="inline" className={className} />;
}
