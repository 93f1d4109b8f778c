import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";

import { LOCALES } from "./locales";

// The catalogues are complete and in step: every key in both languages, the same placeholders
// and tags in both, Arabic plurals with all of Arabic's forms, and no key that nothing uses.

type Flat = Map<string, string>;
const root = process.cwd();

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (typeof value === "string") out.set(prefix, value);
  else
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function catalogue(locale: string): Flat {
  const dir = path.join(root, "messages", locale);
  const out: Flat = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")))
    flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")), file.slice(0, -5), out);
  return out;
}

/** Argument and tag names of an ICU message, and every plural's forms. */
function shape(message: string) {
  const names = new Set<string>();
  const plurals: string[][] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural) plurals.push(Object.keys(el.options));
      if (el.type === TYPE.plural || el.type === TYPE.select)
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), plurals };
}

const catalogues = Object.fromEntries(LOCALES.map((l) => [l, catalogue(l)]));
const [first, ...others] = LOCALES;

describe("message catalogues", () => {
  it.each(others)("%s has exactly the keys of the first language", (locale) => {
    const a = [...catalogues[first]!.keys()].sort();
    const b = [...catalogues[locale]!.keys()].sort();
    expect(
      b.filter((k) => !a.includes(k)),
      `only in ${locale}`,
    ).toEqual([]);
    expect(
      a.filter((k) => !b.includes(k)),
      `missing in ${locale}`,
    ).toEqual([]);
  });

  it.each(others)("%s uses the same placeholders and tags for every key", (locale) => {
    const differ = [...catalogues[first]!].flatMap(([key, text]) => {
      const other = catalogues[locale]!.get(key);
      if (other === undefined) return [];
      const [a, b] = [shape(text).names, shape(other).names];
      return a.join() === b.join() ? [] : [`${key}: ${a.join(" ")} ≠ ${b.join(" ")}`];
    });
    expect(differ).toEqual([]);
  });

  it("writes every Arabic plural with Arabic's forms (one, two, few, many, other)", () => {
    const incomplete = [...catalogues.ar!].flatMap(([key, text]) =>
      shape(text)
        .plurals.filter(
          (forms) => !["one", "two", "few", "many", "other"].every((f) => forms.includes(f)),
        )
        .map((forms) => `${key}: ${forms.join(" ")}`),
    );
    expect(incomplete).toEqual([]);
  });
});

// Used keys are found in the source: a file binds namespaces (useTranslations("ns"),
// getTranslations("ns"), or none for full keys such as msg("validation.required")), and each of
// its string literals names a key under them. A template literal (`types.${type}`) names the keys
// it matches, when each variable part appears as a string literal somewhere (the enum's value).

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "__tests__" ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const LITERAL = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
const BINDING = /(?:useTranslations|getTranslations)\(\s*(?:"([^"]*)")?\s*\)/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function usedKeys(keys: string[]): Set<string> {
  const files = ["app", "components", "lib"].flatMap((d) => sources(path.join(root, d)));
  const texts = files.map((f) => readFileSync(f, "utf8"));
  const literals = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(LITERAL)) literals.add(m[1] ?? m[2] ?? "");
  const used = new Set<string>();
  for (const text of texts) {
    const spaces = new Set([""]);
    for (const m of text.matchAll(BINDING)) spaces.add(m[1] ?? "");
    for (const m of text.matchAll(LITERAL)) {
      const template = m[3];
      for (const ns of spaces) {
        const prefix = ns ? `${ns}.` : "";
        if (template === undefined) {
          used.add(prefix + (m[1] ?? m[2]));
          continue;
        }
        const parts = template.split(/\$\{[^}]*\}/);
        if (parts.length < 2) continue;
        const pattern = new RegExp(`^${escape(prefix)}${parts.map(escape).join("([^.]+)")}$`);
        for (const k of keys) {
          const match = pattern.exec(k);
          if (match && match.slice(1).every((part) => literals.has(part))) used.add(k);
        }
      }
    }
  }
  return used;
}

describe("catalogue use", () => {
  it("has no key that nothing in app/, components/ or lib/ uses", () => {
    const keys = [...catalogues[first]!.keys()];
    const used = usedKeys(keys);
    expect(keys.filter((k) => !used.has(k))).toEqual([]);
  });
});
