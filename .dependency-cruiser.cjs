// The layout's rules (docs/architecture.md), checked by dependency-cruiser in `npm run lint`
// (`npm run lint:imports` alone; `--output-type err-long` adds each rule's reason). The rule for
// client components is .dependency-cruiser-client.cjs.
const { filesWith } = require("./scripts/files-with-directive.cjs");

/** What a user names: each owns one folder of lib/ with everything of it that is not UI. */
const FEATURES = [
  "account",
  "contracts",
  "deeds",
  "digest",
  "notifications",
  "occupancy",
  "overview",
  "parties",
  "preferences",
  "properties",
  "regions",
  "saved-views",
  "statements",
  "users",
];
/** The mechanics below the features; they know no feature. */
const KERNEL = [
  "audit",
  "auth",
  "bench",
  "db",
  "env\\.ts",
  "exports",
  "format",
  "health\\.ts",
  "http",
  "i18n",
  "list-params",
  "net",
  "observability",
  "paths\\.ts",
  "query",
  "rental",
  "shared",
  "upstream",
];
const feature = `^lib/(${FEATURES.join("|")})/`;
const kernel = `^lib/(${KERNEL.join("|")})($|/)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "Folders of lib/ and components/ never import each other in a loop.",
      severity: "error",
      scope: "folder",
      from: { path: "^(lib|components)/" },
      to: { path: "^(lib|components)/", circular: true },
    },
    {
      name: "no-module-cycles",
      comment: "No two modules load each other, directly or around a loop (types may point back).",
      severity: "error",
      from: { path: "^(lib|components|app)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "kernel-knows-no-feature",
      comment: "The kernel (mechanics) never imports a feature, nor what assembles them.",
      severity: "error",
      from: { path: kernel },
      to: { path: [feature, "^lib/[^/]+\\.ts$"], pathNot: kernel },
    },
    {
      name: "features-meet-through-index",
      comment:
        "A feature reaches another only through its faces: index.ts, server.ts (what only the server may load) and queries.ts (its query keys and options, light enough for a page's first load).",
      severity: "error",
      from: { path: feature },
      to: {
        path: feature,
        pathNot: ["^lib/$1/", `^lib/(${FEATURES.join("|")})/(index|server|queries)\\.ts$`],
      },
    },
    {
      name: "one-way-app-components-lib",
      comment: "app/ → components/ → lib/, never back.",
      severity: "error",
      from: { path: "^(lib|components)/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-imports-no-ui",
      comment: "lib/ holds no UI and imports none.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^components/" },
    },
    {
      name: "service-imports-rules-and-shared-only",
      comment: "The rental service imports of the dashboard only lib/rental/ and lib/shared/.",
      severity: "error",
      from: { path: "^rental-service/" },
      to: { path: "^(lib|app|components)/", pathNot: "^lib/(rental|shared)/" },
    },
    {
      name: "shared-imports-nothing-of-the-dashboard",
      comment: "lib/shared/ serves both programs: it imports nothing of the dashboard.",
      severity: "error",
      from: { path: "^lib/shared/" },
      to: { path: "^(lib|app|components)/", pathNot: "^lib/shared/" },
    },
    {
      name: "rules-import-only-rules",
      comment: "lib/rental/ (the interface's rules) imports nothing else of ours.",
      severity: "error",
      from: { path: "^lib/rental/" },
      to: { path: "^(lib|app|components)/", pathNot: "^lib/rental/" },
    },
  ],
  options: {
    // A server action ("use server") runs on the server though a client component imports it:
    // what it imports is not followed (for no rule here needs it).
    doNotFollow: { path: ["node_modules", ...filesWith(/^\s*["']use server["']/)] },
    // Tests may cross any line: they put the pieces together to check them.
    exclude: { path: ["(^|/)(\\.next|\\.data)/", "\\.test\\.tsx?$", "/__tests__/"] },
    includeOnly: "^(app|components|lib|rental-service/src|node_modules/server-only)",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
