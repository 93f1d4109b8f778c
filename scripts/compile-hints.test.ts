import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

// `npm run build` puts V8's compile hint on the first line of every built script
// (scripts/compile-hints.mjs), once, and leaves every other file as it was.

const SCRIPT = path.resolve(import.meta.dirname, "compile-hints.mjs");
const HINT = "//# allFunctionsCalledOnLoad\n";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run() {
  return execFileSync(process.execPath, [SCRIPT, dir], { encoding: "utf8" });
}

describe("scripts/compile-hints.mjs", () => {
  it("hints every script, in subfolders too, once; styles and other files are left alone", () => {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dir, "chunks"));
    const files = {
      "chunks/page.js": '(globalThis.TURBOPACK||[]).push(["وحدة"]);\n',
      "runtime.js": "(()=>{})();",
      "chunks/style.css": "body{margin:0}",
      "chunks/page.js.map": "{}",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

    expect(run()).toContain("compile hint added to 2 of 2 scripts");
    expect(read("chunks/page.js")).toBe(HINT + files["chunks/page.js"]);
    expect(read("runtime.js")).toBe(HINT + files["runtime.js"]);
    expect(read("chunks/style.css")).toBe(files["chunks/style.css"]);
    expect(read("chunks/page.js.map")).toBe(files["chunks/page.js.map"]);

    // A second run (a build step repeated) does not hint twice.
    expect(run()).toContain("compile hint added to 0 of 2 scripts");
    expect(read("chunks/page.js")).toBe(HINT + files["chunks/page.js"]);
  });
});
