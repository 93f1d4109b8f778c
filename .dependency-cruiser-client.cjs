// One rule for React client components, checked apart from the layout's (.dependency-cruiser.cjs)
// because it follows only the imports that load code: a client component may import a server
// module's types.
const { options } = require("./.dependency-cruiser.cjs");
const { filesWith } = require("./scripts/files-with-directive.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "client-reaches-no-server-only",
      comment: "A client component never loads a module marked server-only.",
      severity: "error",
      from: { path: filesWith(/^\s*["']use client["']/) },
      to: { path: "node_modules/server-only/", reachable: true },
    },
  ],
  options: { ...options, tsPreCompilationDeps: false },
};
