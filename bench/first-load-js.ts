import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// `npx tsx bench/first-load-js.ts [--route /contracts/new --route /deeds]` after `next build`:
// the JavaScript a browser downloads to show each route the first time (Brotli at quality 11, as
// the build's `.br` files are served to browsers that take br; gzip, as Next serves the rest). Next 16 no longer prints "First Load JS", so it is read from the build's own
// manifests: the root main files plus the chunks of the route's page entry (which include its
// layouts). Polyfills (nomodule) and chunks loaded later on demand are not counted.

const { values } = parseArgs({
  options: { route: { type: "string", multiple: true, default: ["/contracts/new", "/deeds"] } },
});

const next = path.join(process.cwd(), ".next");
const buildManifest = JSON.parse(readFileSync(path.join(next, "build-manifest.json"), "utf8")) as {
  rootMainFiles: string[];
};
const routes = JSON.parse(
  readFileSync(path.join(next, "app-path-routes-manifest.json"), "utf8"),
) as Record<string, string>;

function entryFiles(route: string): string[] {
  const page = Object.keys(routes).find((key) => routes[key] === route && key.endsWith("/page"));
  if (!page) throw new Error(`No page for ${route} in this build`);
  const file = path.join(next, "server", "app", `${page}_client-reference-manifest.js`);
  const scope: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
  new Function("globalThis", readFileSync(file, "utf8"))(scope);
  const manifest = scope.__RSC_MANIFEST?.[page];
  const files = manifest?.entryJSFiles[`[project]/app${page}`];
  if (!files) throw new Error(`No entry chunks for ${page}`);
  return files;
}

const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length;
const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(path.join(next, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

for (const route of values.route) {
  const files = [...new Set([...buildManifest.rootMainFiles, ...entryFiles(route)])];
  const kb = (size: (file: string) => number) =>
    (files.reduce((sum, file) => sum + size(file), 0) / 1024).toFixed(1);
  console.log(
    `${route.padEnd(24)} ${kb(brotliSize)} kB br, ${kb(gzipSize)} kB gzip (${files.length} files)`,
  );
}
