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

export default tseslint.config(
  {
    ignores: [
      ".next/**",
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
        "@/lib/rental-api/*",
        "server-only",
      ],
    ]),
  },
  prettier,
);
