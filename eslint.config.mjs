import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

import prototypeSafeKeys from "./scripts/eslint/prototype-safe-keys.mjs";

// Imports flow one way: app → components → lib. `lib` never reaches up. (dependency-cruiser checks
// the whole layout in `npm run lint`: .dependency-cruiser.cjs.)
// Components read the page's language with useLanguage() (lib/i18n/use-language.ts): next-intl's
// locale also carries the digit setting (`ar-u-nu-arab`), so comparing it with "ar" goes wrong.
const LANGUAGE_NOT_LOCALE = {
  name: "next-intl",
  importNames: ["useLocale"],
  message: "Use useLanguage() from lib/i18n/use-language.ts: the locale carries the digit setting.",
};
// In-app links report their navigation to the main region (components/ui/link.tsx).
const LINK_NOT_NEXT_LINK = {
  name: "next/link",
  message: "Use Link from components/ui/link.tsx: it shows the page skeleton while navigating.",
};
const noUpwardImports = (patterns, paths = [LANGUAGE_NOT_LOCALE, LINK_NOT_NEXT_LINK]) => ({
  "no-restricted-imports": [
    "error",
    {
      paths,
      patterns: patterns.map((group) => ({
        group,
        message: "Imports flow app → components → lib.",
      })),
    },
  ],
});

// Every user-visible string comes from the message catalogues (messages/<locale>/*.json): no words
// as JSX text, as a string child, in a user-facing attribute or in a toast. Punctuation, symbols
// and digits are fine.
const WORDS = "/[A-Za-z\\u0600-\\u06FF]{2}/";
const VISIBLE_ATTRIBUTE =
  "JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|description)$/]";
const noLiteralText = {
  "react/jsx-no-literals": [
    "error",
    {
      noStrings: false,
      ignoreProps: true,
      allowedStrings: ["#", "·", "—", "–", "→", ":", "*", "(", ")", "/"],
    },
  ],
  "no-restricted-syntax": [
    "error",
    ...[
      `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${WORDS}]`,
      `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
      `${VISIBLE_ATTRIBUTE} > Literal[value=${WORDS}]`,
      `${VISIBLE_ATTRIBUTE} > JSXExpressionContainer > Literal[value=${WORDS}]`,
      `CallExpression[callee.object.name="toast"] > Literal[value=${WORDS}]`,
      `CallExpression[callee.name="toast"] > Literal[value=${WORDS}]`,
    ].map((selector) => ({
      selector,
      message: "User-visible text comes from the message catalogues (messages/<locale>/*.json).",
    })),
  ],
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      ".next-analyze/**",
      "node_modules/**",
      ".data/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextVitals,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["app/**/*.tsx", "components/**/*.tsx"], rules: noLiteralText },
  {
    // Keys from requests and answers never reach Object.prototype (scripts/eslint/…, SECURITY.md).
    // Tests, scripts and the bench handle no request.
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
      "rental-service/src/**/*.ts",
      "*.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/__tests__/**"],
    plugins: { local: { rules: { "prototype-safe-keys": prototypeSafeKeys } } },
    rules: { "local/prototype-safe-keys": "error" },
  },
  {
    // dependency-cruiser's configuration and its helper are CommonJS.
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  { files: ["app/**"], rules: noUpwardImports([]) },
  { files: ["lib/**"], rules: noUpwardImports([["@/app/*", "@/components/*"]]) },
  {
    files: ["lib/i18n/use-language.ts"],
    rules: noUpwardImports([["@/app/*", "@/components/*"]], []),
  },
  { files: ["components/**"], rules: noUpwardImports([["@/app/*"]]) },
  {
    files: ["components/ui/link.tsx"],
    rules: noUpwardImports([["@/app/*"]], [LANGUAGE_NOT_LOCALE]),
  },
  {
    files: ["lib/rental/**"],
    rules: noUpwardImports([
      [
        "@/app/*",
        "@/components/*",
        "@/lib/db/*",
        "@/lib/auth/*",
        "@/lib/upstream/*",
        "server-only",
      ],
    ]),
  },
  prettier,
);
