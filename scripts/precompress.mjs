// Writes `<file>.br` (Brotli, quality 11) beside every .js and .css file under the given folder
// (default .next/static): served by the rewrites of lib/http/brotli-assets.mjs. Every such file
// gets one, so that a rewritten request always finds its file.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { PRECOMPRESSED } from "../lib/http/brotli-assets.mjs";

const compress = promisify(zlib.brotliCompress);
const root = path.resolve(process.argv[2] ?? ".next/static");

const files = (await readdir(root, { recursive: true }))
  .filter((f) => PRECOMPRESSED.test(f))
  .map((f) => path.join(root, f));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const plain = await readFile(file);
    const br = await compress(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    await writeFile(`${file}.br`, br);
    before += plain.length;
    after += br.length;
  }),
);
const kb = (n) => `${Math.round(n / 1024)} kB`;
console.log(`precompressed ${files.length} files: ${kb(before)} → ${kb(after)} (brotli)`);
