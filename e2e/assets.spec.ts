import { expect, test } from "@playwright/test";

import { pageHeading } from "./helpers";
import { storageState } from "./roles";

// The built scripts and styles travel Brotli-compressed (quality 11, made by `npm run build`)
// to a browser that takes br, and gzipped by Next to one that does not; the bytes decoded are
// the same file either way (lib/http/brotli-assets.mjs, scripts/precompress.mjs).

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

test.use({ storageState: storageState("manager") });

test("a page's scripts and styles arrive Brotli-compressed in Chromium, and the page works", async ({
  page,
}) => {
  const assets: { url: string; encoding: string | null; vary: string | null }[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!/^\/_next\/static\/.+\.(js|css)$/.test(url.pathname)) return;
    const headers = await response.allHeaders();
    assets.push({
      url: url.pathname,
      encoding: headers["content-encoding"] ?? null,
      vary: headers["vary"] ?? null,
    });
  });
  await page.goto("/properties");
  await expect(pageHeading(page)).toHaveText("Properties");
  // Hydrated: the filter box answers typing with a new address.
  await page.getByLabel("Filter by name").fill("Tower");
  await expect(page).toHaveURL(/name=Tower/);

  expect(assets.length).toBeGreaterThan(3);
  expect(assets.some((a) => a.url.endsWith(".css"))).toBe(true);
  for (const asset of assets) expect(asset, asset.url).toMatchObject({ encoding: "br" });
  for (const asset of assets) expect(asset.vary, asset.url).toMatch(/accept-encoding/i);
});

test("the Brotli file decodes to the plain one and carries the compile hint; without br, or with br refused, Next gzips", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (/^\/_next\/static\/.+\.js$/.test(url.pathname)) scripts.push(url.pathname);
  });
  await page.goto("/");
  await expect(pageHeading(page)).toHaveText(/Welcome back/);
  expect(scripts.length).toBeGreaterThan(3);

  let biggest = { script: "", size: 0 };
  for (const script of scripts) {
    // Playwright's request decodes br and gzip itself: the body is the script as the page ran it.
    const plain = await request.get(script, { headers: { "accept-encoding": "identity" } });
    const br = await request.get(script, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(plain.headers()["content-encoding"], script).toBeUndefined();
    expect(br.headers()["content-encoding"], script).toBe("br");
    expect(br.headers()["content-type"], script).toMatch(/^application\/javascript/);
    expect(br.headers()["cache-control"], script).toContain("immutable");
    const body = await plain.body();
    expect((await br.body()).equals(body), script).toBe(true);
    // V8's compile hint on the first line: Chromium compiles the script at once, off the main
    // thread (scripts/compile-hints.mjs).
    expect(body.subarray(0, COMPILE_HINT.length).toString(), script).toBe(COMPILE_HINT);
    if (body.length > biggest.size) biggest = { script, size: body.length };
  }

  // With br not offered, or refused (q=0), Next gzips as before (Node's fetch decodes it).
  const plain = await (
    await request.get(biggest.script, { headers: { "accept-encoding": "identity" } })
  ).body();
  for (const accept of ["gzip", "br;q=0, gzip"]) {
    const answer = await fetch(new URL(biggest.script, page.url()), {
      headers: { "accept-encoding": accept },
    });
    expect(answer.headers.get("content-encoding"), accept).toBe("gzip");
    expect(Buffer.from(await answer.arrayBuffer()).equals(plain), accept).toBe(true);
  }
});
