import { writeFileSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { launchChromium } from "./browser";
import type { BenchContext, Details } from "./context";
import { round } from "./context";
import { pageUrl } from "./pages";
import { PAGES } from "./results";
import { browserCookies } from "./session";

// First-load JavaScript as a browser receives it: each page opened in a new browser context
// (empty cache), scripts' bytes on the wire (CDP Network.loadingFinished encodedDataLength:
// compressed body plus headers), summed over every script until the network is quiet.

type Script = { url: string; encoding: string; encoded: number; decoded: number };

export async function measureBundles(ctx: BenchContext, details: Details) {
  const browser = await launchChromium(ctx.chromePath);
  let walk: string[] = [];
  const lines = [
    "| route | URL | scripts | transferred kB | decoded kB | encodings |",
    "| --- | --- | ---: | ---: | ---: | --- |",
  ];
  try {
    for (const page of PAGES) {
      const context = await browser.newContext();
      if (page.signedIn) await context.addCookies(browserCookies(ctx.manager, ctx.dashboard.url));
      const tab = await context.newPage();
      const watch = await watchScripts(tab);
      const url = pageUrl(ctx, page.route);
      const res = await tab.goto(url, { waitUntil: "networkidle" });
      if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
      const landed = new URL(tab.url()).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
      const all = watch.take();
      const transferred = wireKb(all);
      const decoded = all.reduce((sum, x) => sum + x.decoded, 0) / 1000;
      ctx.results.bundle[page.route] = { first_load_kb: round(transferred, 1) };
      const encodings = [...new Set(all.map((s) => s.encoding))].join(", ");
      // Each script of the page, for finding what is heavy (kept with --keep-data).
      const slug = page.route.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "overview";
      writeFileSync(path.join(ctx.workDir, `scripts-${slug}.json`), JSON.stringify(all, null, 1));
      lines.push(
        `| \`${page.route}\` | \`${new URL(url).pathname}\` | ${all.length} | ${transferred.toFixed(1)} | ${decoded.toFixed(1)} | ${encodings} |`,
      );
      await context.close();
    }
    walk = await measureWalk(ctx, browser);
  } finally {
    await browser.close();
  }
  details.push(
    "Chromium (Playwright) opening each page in a fresh context (empty cache), signed in as the",
    "manager except for sign-in, until the network is quiet. Script responses (CDP type",
    "`Script`) summed: transferred = `encodedDataLength` (plus response headers; Brotli, the",
    "build's `.br` files, where the browser takes br, as Chromium does; else gzip from Next),",
    "decoded = the body after decompression. kB = 1,000 bytes.",
    "",
    ...lines,
    "",
    "After the first load, a person moves on through the main navigation in the same tab",
    "(client-side navigations: the scripts of each page not yet loaded, transferred):",
    "",
    ...walk,
  );
}

/**
 * The scripts `tab` receives from now on (CDP type `Script`): wire bytes (`encodedDataLength`:
 * compressed body plus headers), decoded bytes and content encoding of each.
 */
async function watchScripts(tab: Page) {
  const cdp = await tab.context().newCDPSession(tab);
  const scripts = new Map<string, Script>();
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const encoding = headers["content-encoding"] ?? "identity";
    scripts.set(e.requestId, { url: e.response.url, encoding, encoded: 0, decoded: 0 });
  });
  cdp.on("Network.dataReceived", (e) => {
    const script = scripts.get(e.requestId);
    if (script) script.decoded += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const script = scripts.get(e.requestId);
    if (script) script.encoded = e.encodedDataLength;
  });
  await cdp.send("Network.enable");
  return {
    /** Until no script has arrived for half a second (a client navigation has no load event). */
    async quiet() {
      let seen = -1;
      while (seen !== scripts.size) {
        seen = scripts.size;
        await tab.waitForTimeout(500);
      }
    },
    /** The scripts received since the last take. */
    take(): Script[] {
      const all = [...scripts.values()];
      scripts.clear();
      return all;
    },
  };
}

const wireKb = (scripts: Script[]) => scripts.reduce((sum, x) => sum + x.encoded, 0) / 1000;

/** Overview first, then Properties, Contracts, Parties and back to the overview by nav links. */
async function measureWalk(ctx: BenchContext, browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  await context.addCookies(browserCookies(ctx.manager, ctx.dashboard.url));
  const tab = await context.newPage();
  const watch = await watchScripts(tab);
  const lines = ["| step | scripts | transferred kB |", "| --- | ---: | ---: |"];
  await tab.goto(`${ctx.dashboard.url}/`, { waitUntil: "networkidle" });
  const first = watch.take();
  lines.push(`| open \`/\` | ${first.length} | ${wireKb(first).toFixed(1)} |`);
  let total = 0;
  for (const href of ["/properties", "/contracts", "/parties", "/"]) {
    await tab.locator(`nav a[href="${href}"]`).first().click();
    await tab.waitForURL((url) => url.pathname === href);
    await watch.quiet();
    const step = watch.take();
    total += wireKb(step);
    lines.push(`| → \`${href}\` | ${step.length} | ${wireKb(step).toFixed(1)} |`);
  }
  lines.push(`| navigations together | | ${total.toFixed(1)} |`);
  await context.close();
  return lines;
}
