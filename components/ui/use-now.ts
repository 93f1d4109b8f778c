"use client";

import { useEffect, useState } from "react";

/**
 * The browser's clock, read again once a minute; null while the server renders and the browser
 * hydrates. A relative time ("2 minutes ago") worked out on each side would differ by the seconds
 * between them and fail hydration, and the browser would build its Intl formatter during
 * hydration (lib/format/seed.ts says why that matters): show something fixed until this is set.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
