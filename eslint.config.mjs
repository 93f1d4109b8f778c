import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

// Imports flow one way: app → components → lib. `lib` never reaches up.
const noUpwardImports = (patterns) => ({
  "no-restricted-imports": [
    "error",
    {
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
  { files: ["lib/**"], rules: noUpwardImports([["@/app/*", "@/components/*"]]) },
  { files: ["components/**"], rules: noUpwardImports([["@/app/*"]]) },
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
