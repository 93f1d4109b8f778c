// Asks the browser to compile the dashboard's scripts eagerly. V8 compiles a function lazily: on
// the main thread, the first time it is called. Nearly every function of Next's and React's
// runtime and of a page's own chunks runs while the page loads and hydrates, so that compiling
// fell inside the load (130-160 ms of main thread a first load here, DevTools profiler). V8's
// explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` as a script's first
// line (Chromium 136 and later), compiles every function of the script at once, on the
// background thread that streams it in; other browsers read a comment. `npm run build` runs this
// on .next/static before precompress.mjs, so the `.br` twins carry it too. Running it again
// changes nothing. Measured side by side: bench/findings.md (2026-11-29).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const HINT = Buffer.from("//# allFunctionsCalledOnLoad\n");
const root = path.resolve(process.argv[2] ?? ".next/static");

const scripts = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".js"));
let hinted = 0;
await Promise.all(
  scripts.map(async (name) => {
    const file = path.join(root, name);
    const code = await readFile(file);
    if (code.subarray(0, HINT.length).equals(HINT)) return;
    await writeFile(file, Buffer.concat([HINT, code]));
    hinted += 1;
  }),
);
console.log(`compile hint added to ${hinted} of ${scripts.length} scripts`);
