"use client";

import { useFormatter } from "next-intl";
import { useEffect, useState } from "react";

/**
 * "5 minutes ago", kept current while the page is open (once a minute). `text` is the server's
 * rendering, shown until the first minute has passed: hydration builds no Intl formatter
 * (lib/format/seed.ts says why that matters).
 */
export function RelativeTime({
  value,
  text,
  className,
}: {
  value: string;
  text: string;
  className?: string;
}) {
  const format = useFormatter();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={value} className={className}>
      {now ? format.relativeTime(new Date(value), now) : text}
    </time>
  );
}
