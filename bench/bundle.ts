import { writeFileSync } from "node:fs";
import path from "node:path";

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
  const lines = [
    "| route | URL | scripts | transferred kB | decoded kB | encodings |",
    "| --- | --- | ---: | ---: | ---: | --- |",
  ];
  try {
    for (const page of PAGES) {
      const context = await browser.newContext();
      if (page.signedIn) await context.addCookies(browserCookies(ctx.manager, ctx.dashboard.url));
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
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
      const url = pageUrl(ctx, page.route);
      const res = await tab.goto(url, { waitUntil: "networkidle" });
      if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
      const landed = new URL(tab.url()).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
      const all = [...scripts.values()];
      const kb = (n: number) => n / 1000;
      const transferred = kb(all.reduce((s, x) => s + x.encoded, 0));
      const decoded = kb(all.reduce((s, x) => s + x.decoded, 0));
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
  } finally {
    await browser.close();
  }
  details.push(
    "Chromium (Playwright) opening each page in a fresh context (empty cache), signed in as the",
    "manager except for sign-in, until the network is quiet. Script responses (CDP type",
    "`Script`) summed: transferred = `encodedDataLength` (gzip from `next start`, plus response",
    "headers), decoded = the body after decompression. kB = 1,000 bytes.",
    "",
    ...lines,
  );
}
