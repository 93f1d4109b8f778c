"use client";

import { useServerInsertedHTML } from "next/navigation";
import { createContext, useContext, useState, type ReactNode } from "react";

import { documentSeed, recordingSeed, SEED_CLASS, type FormatSeed } from "@/lib/format/seed";

// The formatting seed (lib/format/seed.ts) of the page being rendered: on the server, a recorder
// whose entries each flush writes into the HTML before the markup that used them; in the
// browser, the reader of those scripts. One reader serves the whole visit.

const SeedContext = createContext<FormatSeed | null>(null);

let browserSeed: FormatSeed | undefined;

export function FormatSeedProvider({ children }: { children: ReactNode }) {
  const [seed] = useState<FormatSeed & { takeJson?: () => string | null }>(() =>
    typeof window === "undefined" ? recordingSeed() : (browserSeed ??= documentSeed(document)),
  );
  // Called by Next on the server before each flush of HTML, a no-op in the browser.
  useServerInsertedHTML(() => {
    const json = seed.takeJson?.();
    if (!json) return null;
    return (
      <script
        type="application/json"
        className={SEED_CLASS}
        dangerouslySetInnerHTML={{ __html: json }}
      />
    );
  });
  return <SeedContext value={seed}>{children}</SeedContext>;
}

/** The page's formatting seed; null outside the provider (tests rendering a component alone). */
export function useFormatSeed(): FormatSeed | null {
  return useContext(SeedContext);
}
