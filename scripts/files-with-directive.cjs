const fs = require("node:fs");
const path = require("node:path");

/**
 * The files of app/, components/ and lib/ that start with a directive ("use client", "use server"),
 * as path patterns for dependency-cruiser's rules (.dependency-cruiser*.cjs).
 */
function filesWith(directive) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && directive.test(fs.readFileSync(file, "utf8")))
        found.push(file);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(dir);
  return found.map((f) => `^${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

module.exports = { filesWith };
