import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Scans what a browser can receive from a Next build — `.next/static/**` and the prerendered
// pages and payloads in `.next/server/app/**` (.html, .rsc, .body) — for secrets: the rental
// client secret, the upstream address (URL and host:port) and AUTH_SECRET. Exits 1 naming each
// file and what was found (never the value itself), 0 when clean, 2 on a usage error.
//
//   npx tsx scripts/scan-client-bundle.ts [--dir .next] [--value <secret>]...
//
// Values come from the environment (RENTAL_CLIENT_SECRET, RENTAL_API_BASE_URL, AUTH_SECRET),
// the demo defaults that a default build is made with, and any --value.

export type Secret = { label: string; value: string };
export type Hit = { file: string; label: string };

/** The demo configuration's values (lib/env.ts defaults): a default build must not carry them. */
const DEMO_DEFAULTS = {
  RENTAL_CLIENT_SECRET: "demo-secret",
  RENTAL_API_BASE_URL: "http://127.0.0.1:4010",
};
/** Shorter values would match by chance; a secret this short is not one. */
const MIN_LENGTH = 6;

export function secretsFrom(
  env: Record<string, string | undefined>,
  extra: string[] = [],
): Secret[] {
  const secrets: Secret[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value && value.length >= MIN_LENGTH) secrets.push({ label, value });
  };
  for (const secret of new Set([DEMO_DEFAULTS.RENTAL_CLIENT_SECRET, env.RENTAL_CLIENT_SECRET])) {
    add("rental client secret", secret);
  }
  for (const base of new Set([DEMO_DEFAULTS.RENTAL_API_BASE_URL, env.RENTAL_API_BASE_URL])) {
    if (!base) continue;
    add("upstream address", base.replace(/\/+$/, ""));
    try {
      add("upstream host", new URL(base).host);
    } catch {
      // Not a URL: the whole value was added above.
    }
  }
  add("AUTH_SECRET", env.AUTH_SECRET);
  for (const value of extra) add("given value", value);
  return secrets;
}

/** Every form a value may take inside JS, JSON or HTML. */
function forms(value: string): string[] {
  return [...new Set([value, value.replaceAll("/", "\\/"), encodeURIComponent(value)])];
}

const SERVER_APP_FILES = /\.(html|rsc|body)$/;

function* walk(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The files a browser can be sent: all of static/, and prerendered output of server/app/. */
export function browserFiles(buildDir: string): string[] {
  const files = [...walk(path.join(buildDir, "static"))];
  for (const file of walk(path.join(buildDir, "server/app"))) {
    if (SERVER_APP_FILES.test(file)) files.push(file);
  }
  return files;
}

export function scan(files: string[], secrets: Secret[]): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    const text = readFileSync(file, "latin1");
    for (const { label, value } of secrets) {
      if (forms(value).some((form) => text.includes(form))) hits.push({ file, label });
    }
  }
  return hits;
}

function main(argv: string[]): number {
  let dir = ".next";
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = argv[i + 1];
    if ((arg === "--dir" || arg === "--value") && next !== undefined) {
      if (arg === "--dir") dir = next;
      else values.push(next);
      i++;
    } else {
      console.error(
        `unknown argument: ${arg}\nusage: scan-client-bundle [--dir .next] [--value X]...`,
      );
      return 2;
    }
  }
  const files = browserFiles(dir);
  if (files.length === 0) {
    console.error(`no build output under ${dir} (run \`npm run build\` first)`);
    return 2;
  }
  const hits = scan(files, secretsFrom(process.env, values));
  for (const hit of hits)
    console.error(`${path.relative(process.cwd(), hit.file)}: contains the ${hit.label}`);
  console.log(
    hits.length
      ? `client bundle scan: ${hits.length} hit(s) in ${new Set(hits.map((h) => h.file)).size} file(s)`
      : `client bundle scan: ${files.length} files, no secrets`,
  );
  return hits.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
