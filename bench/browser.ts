import { type Browser, chromium } from "@playwright/test";

import { CHROMIUM_ARGS } from "../e2e/chromium-args";

// Debian's Chromium, launched by Playwright with the flags the end-to-end tests use.

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
