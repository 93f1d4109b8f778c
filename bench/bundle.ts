import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { launchChromium } from "./browser";
import type { BenchContext, Details } from "./context";
import { round } from "./context";
import { pageUrl } from "./pages";
import { otherPageUrls } from "./bundle-pages";
import { FIRST_LOAD_LIMIT_KB, OTHER_PAGES, PAGES } from "./results";
import { browserCookies, dashboardSession, type Session } from "./session";

// First-load JavaScript as a browser receives it: each page opened in a new browser context
// (empty cache), scripts' bytes on the wire (CDP Network.loadingFinished encodedDataLength:
// compressed body plus headers), summed over every script until the page has settled. Every
// page of the build is weighed and must stay within FIRST_LOAD_LIMIT_KB (a check, not a timing).

type Script = { url: string; encoding: string; encoded: number; decoded: number };

export async function measureBundles(ctx: BenchContext, details: Details) {
  // Every page of this build is weighed, so that a new one cannot pass the limit unseen.
  const weighed = new Set<string>([...PAGES, ...OTHER_PAGES].map((p) => p.route));
  const unweighed = builtPages().filter((route) => !weighed.has(route));
  const sessions = {
    manager: ctx.manager,
    admin: await dashboardSession(ctx.dashboard.url, "admin"),
  };
  const browser = await launchChromium(ctx.chromePath);
  let walk: string[] = [];
  const weights: { route: string; kb: number }[] = [];
  const lines = [
    "| route | URL | scripts | transferred kB | decoded kB | encodings |",
    "| --- | --- | ---: | ---: | ---: | --- |",
  ];
  const weigh = async (route: string, url: string, session: Session | null) => {
    const all = await firstLoad(
      browser,
      url,
      session && browserCookies(session, ctx.dashboard.url),
    );
    const transferred = wireKb(all);
    const decoded = all.reduce((sum, x) => sum + x.decoded, 0) / 1000;
    const encodings = [...new Set(all.map((s) => s.encoding))].join(", ");
    // Each script of the page, for finding what is heavy (kept with --keep-data).
    const slug = route.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "overview";
    writeFileSync(path.join(ctx.workDir, `scripts-${slug}.json`), JSON.stringify(all, null, 1));
    lines.push(
      `| \`${route}\` | \`${new URL(url).pathname}\` | ${all.length} | ${transferred.toFixed(1)} | ${decoded.toFixed(1)} | ${encodings} |`,
    );
    weights.push({ route, kb: transferred });
    return transferred;
  };
  try {
    for (const page of PAGES) {
      const url = pageUrl(ctx, page.route);
      const kb = await weigh(page.route, url, page.signedIn ? ctx.manager : null);
      ctx.results.bundle[page.route] = { first_load_kb: round(kb, 1) };
    }
    const urls = await otherPageUrls(ctx, sessions.admin);
    for (const page of OTHER_PAGES) await weigh(page.route, urls[page.route], sessions[page.role]);
    walk = await measureWalk(ctx, browser);
  } finally {
    await browser.close();
  }
  details.push(
    "Chromium (Playwright) opening each page in a fresh context (empty cache), signed in as the",
    "manager (as the admin for the admin's pages) except for sign-in, until the page has settled",
    "(the network quiet, then the main thread idle, no request open and no new script for 0.5 s:",
    "the scripts that the page's own fetches load once it has hydrated count too).",
    "Script responses (CDP type `Script`) summed: transferred = `encodedDataLength` (plus",
    "response headers; Brotli, the build's `.br` files, where the browser takes br, as Chromium",
    "does; else gzip from Next), decoded = the body after decompression. kB = 1,000 bytes. Every",
    `page of the build, each within ${FIRST_LOAD_LIMIT_KB} kB (the group fails otherwise); the`,
    "first rows are the figures of results.json.",
    "",
    ...lines,
    "",
    "After the first load, a person moves on through the main navigation in the same tab",
    "(client-side navigations: the scripts of each page not yet loaded, transferred):",
    "",
    ...walk,
  );
  const over = weights.filter((w) => w.kb > FIRST_LOAD_LIMIT_KB);
  const problems = [
    ...over.map((w) => `${w.route} loads ${w.kb.toFixed(1)} kB of script`),
    ...unweighed.map((route) => `${route} is not weighed (add it to OTHER_PAGES, results.ts)`),
  ];
  if (problems.length)
    throw new Error(`first-load limit of ${FIRST_LOAD_LIMIT_KB} kB: ${problems.join("; ")}`);
}

/** The scripts of one first load: a fresh context (empty cache), until the page has settled. */
async function firstLoad(
  browser: Browser,
  url: string,
  cookies: ReturnType<typeof browserCookies> | null,
): Promise<Script[]> {
  const context = await browser.newContext();
  try {
    if (cookies) await context.addCookies(cookies);
    const tab = await context.newPage();
    const watch = await watchScripts(tab);
    const res = await tab.goto(url, { waitUntil: "networkidle" });
    if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
    const landed = new URL(tab.url()).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    await watch.settled();
    return watch.take();
  } finally {
    await context.close();
  }
}

/** The page routes of the build in .next (Next's own `/_…` pages aside). */
function builtPages(): string[] {
  const file = path.join(process.cwd(), ".next", "app-path-routes-manifest.json");
  const routes = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith("/page") && !route.startsWith("/_"))
    .map(([, route]) => route);
}

/**
 * The scripts `tab` receives from now on (CDP type `Script`): wire bytes (`encodedDataLength`:
 * compressed body plus headers), decoded bytes and content encoding of each.
 */
async function watchScripts(tab: Page) {
  const cdp = await tab.context().newCDPSession(tab);
  const scripts = new Map<string, Script>();
  // Requests of any kind not yet answered: an answer the page fetched may load a script. The
  // top bar's notifications stream (an EventSource) stays open while the page does: not counted.
  const pending = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.type !== "EventSource") pending.add(e.requestId);
  });
  cdp.on("Network.loadingFailed", (e) => pending.delete(e.requestId));
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
    pending.delete(e.requestId);
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
    /**
     * Until the page has done what its load sets off: its main thread idle, no request open, and
     * no script asked for in the half second since. "networkidle" alone is not enough on a busy
     * machine: while the main thread hydrates (seconds, then) the network is quiet, and the
     * fetches the page makes once hydrated, and the scripts their answers load, came after it.
     * A page that polls keeps asking; scripts, not requests, say when it has settled.
     */
    async settled() {
      const deadline = Date.now() + 30_000;
      let seen = -1;
      while (seen !== scripts.size && Date.now() < deadline) {
        seen = scripts.size;
        await tab.evaluate(() => new Promise((done) => requestIdleCallback(done)));
        await tab.waitForTimeout(500);
        while (pending.size > 0 && Date.now() < deadline) await tab.waitForTimeout(100);
      }
      if (seen !== scripts.size) throw new Error(`${tab.url()} did not settle in 30 s`);
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
