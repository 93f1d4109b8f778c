import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "@/lib/audit/actions";
import { LOCALES } from "@/lib/i18n/locales";

import { auditActionKey, isKnownTargetType } from "./audit-actions";

// Every action the audit log can hold is said in words, in every language, in both places that
// show it: the audit log and the overview's recent activity. An action added to
// lib/audit/actions.ts without its labels fails here (and the type of AUDIT_ACTION_KEYS).

type Tree = { [key: string]: string | Tree };

function namespace(locale: string, file: string): Tree {
  const full = path.join(process.cwd(), "messages", locale, `${file}.json`);
  return JSON.parse(readFileSync(full, "utf8")) as Tree;
}

const labels = (tree: Tree, ...at: string[]) =>
  at.reduce<Tree>((node, key) => (node[key] ?? {}) as Tree, tree);

describe.each(LOCALES)("audit action labels (%s)", (locale) => {
  const admin = namespace(locale, "admin");
  const overview = namespace(locale, "overview");
  const places = {
    "admin.audit.actions": labels(admin, "audit", "actions"),
    "overview.activity.actions": labels(overview, "activity", "actions"),
  };

  it.each(Object.keys(places))("names every audit action in %s", (place) => {
    const words = places[place as keyof typeof places];
    const missing = AUDIT_ACTIONS.filter((action) => {
      const key = auditActionKey(action);
      return !key || typeof words[key] !== "string" || words[key] === "";
    });
    expect(missing).toEqual([]);
  });

  it("names every target type in the audit log", () => {
    const targets = labels(admin, "audit", "targets");
    expect(AUDIT_TARGET_TYPES.filter((type) => typeof targets[type] !== "string")).toEqual([]);
  });
});

describe("auditActionKey", () => {
  it("gives each action its own key, and none to an action this version does not know", () => {
    const keys = AUDIT_ACTIONS.map(auditActionKey);
    expect(new Set(keys).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionKey("contract.archive")).toBeUndefined();
    expect(auditActionKey("toString")).toBeUndefined();
    expect(isKnownTargetType("session")).toBe(true);
    expect(isKnownTargetType("invoice")).toBe(false);
  });
});
