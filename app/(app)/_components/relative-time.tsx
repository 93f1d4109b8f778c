"use client";

import { useFormatter, useNow } from "next-intl";

/** "5 minutes ago", kept current while the page is open (once a minute). */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  return (
    // "5 minutes ago" may move on between the server's render and the browser's.
    <time suppressHydrationWarning dateTime={value} className={className}>
      {format.relativeTime(new Date(value), now)}
    </time>
  );
}
