// The messages each part of the app sends to the browser. next-intl 4's NextIntlClientProvider,
// rendered from a server component, passes every message of the locale by default: all 16
// catalogues on every page. Instead, each scope (the root layout, the signed-in layout and each
// section's layout) provides the namespaces its client components use, through ClientMessages
// (components/layout/client-messages.tsx). A provider replaces, not extends, the one above it,
// so every scope's list holds all that its subtree needs; client-namespaces.test.ts checks it
// against the source (every useTranslations of every client component under the scope).

/** In every scope: the toasts and shared words, and what useRuleMessage translates. */
export const ALWAYS = ["common", "validation", "apiErrors"] as const;

/** Beyond ALWAYS, by scope; each is a layout's directory under app/. */
export const CLIENT_NAMESPACES = {
  root: [],
  signIn: ["auth", "security.signIn", "layout.display.locale"],
  app: ["layout", "account", "security.required", "overview.forecast"],
  account: ["account"],
  arrears: ["arrears", "contracts.unitName", "units.types", "dates", "exports", "views"],
  collections: [
    "collections",
    "rentRoll.methods",
    "rentRoll.status",
    "contracts.unitName",
    "units.types",
    "dates",
    "exports",
    "views",
  ],
  admin: [
    "admin",
    "account.admin",
    "dates",
    "exports",
    "views",
    "contracts.unitName",
    "units.types",
    "receipts.office",
    "digest.sentMail",
  ],
  contracts: [
    "contracts",
    "parties",
    "units",
    "dates",
    "exports",
    "renewal",
    "views",
    "rentRoll",
    "statements",
    "receipts.link",
  ],
  deeds: ["deeds", "deedSync", "properties.detail", "properties.sync", "dates", "exports", "views"],
  parties: [
    "parties",
    "dates",
    "exports",
    "views",
    "statements",
    "rentRoll.methods",
    "rentRoll.columns",
    "contracts.fields",
    "contracts.unitName",
    "units.types",
  ],
  properties: [
    "properties",
    "deedSync",
    "contracts",
    "units",
    "dates",
    "exports",
    "views",
    "occupancy",
  ],
  occupancy: ["occupancy", "units.types", "exports", "views"],
  notifications: [
    "notifications",
    "contracts.unitName",
    "units.types",
    "exports.sheets",
    "digest.settingsForm",
  ],
  regions: ["regions"],
  units: ["units"],
} as const satisfies Record<string, readonly string[]>;

export type MessageScope = keyof typeof CLIENT_NAMESPACES;

type Messages = Record<string, unknown>;

/** The messages under the given dotted paths (`"account"`, `"security.signIn"`), nested as they are. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const dotted of paths) {
    const keys = dotted.split(".");
    let from: unknown = messages;
    for (const key of keys) from = (from as Messages | undefined)?.[key];
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      into = (into[key] = typeof next === "object" && next !== null ? next : {}) as Messages;
    }
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/** What the provider of a scope sends. */
export function messagesFor(messages: Messages, scope: MessageScope): Messages {
  return pickMessages(messages, [...ALWAYS, ...CLIENT_NAMESPACES[scope]]);
}
