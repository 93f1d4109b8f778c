import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ALWAYS, CLIENT_NAMESPACES, pickMessages, type MessageScope } from "./client-namespaces";

// Every message a client component asks for is sent to it: for each scope (a layout rendering
// <ClientMessages scope=…>), the client components its route files render, and everything they
// import, use only namespaces that the scope's provider sends. A provider replaces the one above
// it, so the nearest scope's list alone must cover its subtree.

const root = process.cwd();
const files = new Map<string, string>();
(function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      files.set(full, readFileSync(full, "utf8"));
  }
})(root + "/app");
for (const dir of ["components", "lib"])
  (function walk(d: string) {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        files.set(full, readFileSync(full, "utf8"));
    }
  })(path.join(root, dir));

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;"]*?from\s+)?"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
const directive = (file: string, name: string) =>
  new RegExp(`^\\s*["']use ${name}["']`).test(files.get(file)!);

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((c) =>
    files.has(c),
  );
  return found ?? null;
}

/** Modules imported (statically or lazily, not as types) by `file`; server actions excluded. */
function imports(file: string): string[] {
  return [...files.get(file)!.matchAll(IMPORT)].flatMap((m) => {
    if (m[1]) return [];
    const target = resolve(file, m[2] ?? m[3]!);
    return target && !directive(target, "server") ? [target] : [];
  });
}

/** Client modules that `entries` (server route files) render, and everything they import. */
function clientModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const client = new Set<string>();
  const queue = entries.map((file) => ({ file, inClient: false }));
  while (queue.length) {
    const { file, inClient } = queue.pop()!;
    const isClient = inClient || directive(file, "client");
    const key = `${isClient}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (isClient) client.add(file);
    for (const next of imports(file)) queue.push({ file: next, inClient: isClient });
  }
  return client;
}

// Scopes come from the layouts that provide them.
const scopeDirs = new Map<string, MessageScope>();
for (const [file, text] of files)
  for (const m of text.matchAll(/<ClientMessages scope="(\w+)"/g))
    scopeDirs.set(path.dirname(file), m[1] as MessageScope);

const ROUTE_FILE = /^(page|layout|loading|error|not-found|template|default|global-error)\.tsx$/;
function scopeOf(file: string): MessageScope | undefined {
  for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
    const scope = scopeDirs.get(dir);
    if (scope) return scope;
  }
  return undefined;
}

const covers = (paths: readonly string[], key: string) =>
  paths.some((p) => key === p || key.startsWith(`${p}.`));

// What useRuleMessage translates (lib/rental/messages.ts accepts these prefixes only).
const RULE_NAMESPACES = ["validation", "apiErrors"];

describe("messages sent to the browser", () => {
  const routeFiles = [...files.keys()].filter(
    (f) => f.startsWith(path.join(root, "app")) && ROUTE_FILE.test(path.basename(f)),
  );

  it("finds a scope for every route file, and the scopes it expects", () => {
    expect(routeFiles.filter((f) => !scopeOf(f))).toEqual([]);
    expect([...new Set(scopeDirs.values())].sort()).toEqual(Object.keys(CLIENT_NAMESPACES).sort());
  });

  it.each(Object.keys(CLIENT_NAMESPACES) as MessageScope[])(
    "sends scope %s every namespace its client components use",
    (scope) => {
      const sent = [...ALWAYS, ...CLIENT_NAMESPACES[scope]];
      const entries = routeFiles.filter((f) => scopeOf(f) === scope);
      const missing: string[] = [];
      for (const file of clientModules(entries)) {
        const text = files.get(file)!;
        for (const m of text.matchAll(/useTranslations\(([^)]*)\)/g)) {
          const arg = m[1]!.trim();
          const literal = /^"([^"]*)"$/.exec(arg);
          if (arg !== "" && !literal) {
            missing.push(`${path.relative(root, file)}: useTranslations(${arg}) is not a literal`);
            continue;
          }
          const needed = literal ? [literal[1]!] : RULE_NAMESPACES;
          for (const key of needed)
            if (!covers(sent, key)) missing.push(`${path.relative(root, file)}: ${key}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it("names only namespaces that exist in the catalogue", () => {
    const dir = path.join(root, "messages", "en");
    const catalogue = Object.fromEntries(
      readdirSync(dir).map((f) => [
        f.slice(0, -5),
        JSON.parse(readFileSync(path.join(dir, f), "utf8")) as unknown,
      ]),
    );
    const all = [...ALWAYS, ...Object.values(CLIENT_NAMESPACES).flat()];
    expect(all.filter((p) => Object.keys(pickMessages(catalogue, [p])).length === 0)).toEqual([]);
  });
});

describe("pickMessages", () => {
  const messages = {
    common: { save: "Save" },
    layout: { nav: { home: "Home" }, display: { locale: { ar: "عربي" }, digits: { latn: "0" } } },
    account: { menu: "Account" },
  };

  it("keeps the named namespaces and paths, nested as they are, and nothing else", () => {
    expect(pickMessages(messages, ["common", "layout.display.locale"])).toEqual({
      common: { save: "Save" },
      layout: { display: { locale: { ar: "عربي" } } },
    });
  });

  it("merges paths under one namespace and skips paths that do not exist", () => {
    expect(pickMessages(messages, ["layout.nav", "layout.display.digits", "nothing.here"])).toEqual(
      { layout: { nav: { home: "Home" }, display: { digits: { latn: "0" } } } },
    );
  });
});
