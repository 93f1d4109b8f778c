import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import subsetFont from "subset-font";

// The Arabic faces of IBM Plex Sans Arabic, cut down to the letters Arabic text in this dashboard
// uses. The package's Arabic files cover every language written in Arabic script (Persian, Urdu,
// Sindhi, Kurdish...): 43-46 kB a weight. Kept here: the Arabic alphabet with its marks, digits
// and punctuation, the letters Gulf writers use for foreign sounds (پ چ ژ ڤ ک گ ی) and the
// presentation forms that text pasted from a PDF carries: 18-20 kB a weight, with the glyphs
// shaping needs (HarfBuzz keeps every form a kept letter can take). Hinting stays: Windows draws
// small text with it. A character outside the subset falls back to the next font in
// --font-sans (app/globals.css), as before for scripts Plex lacks. Invisible format characters
// (the Arabic letter mark Intl writes before numbers, joiners, direction marks) have no glyph in
// the package's face either: the shaper handles them without one.
// `npm run fonts:arabic` writes the files; a test checks they are what this makes, that
// app/fonts.ts declares what they hold, and that they cover what the dashboard writes.

/** Inclusive code point ranges. */
export const ARABIC_SUBSET: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza ... ghain
  [0x0640, 0x066d], // tatweel, feh ... yeh, harakat, Arabic-Indic digits, ٪ ٫ ٬ ٭
  [0x0670, 0x0671], // superscript alef, alef wasla
  [0x067e, 0x067e], // peh
  [0x0686, 0x0686], // tcheh
  [0x0698, 0x0698], // jeh
  [0x06a4, 0x06a4], // veh
  [0x06a9, 0x06a9], // keheh
  [0x06af, 0x06af], // gaf
  [0x06cc, 0x06cc], // Farsi yeh
  [0x06f0, 0x06f9], // Eastern Arabic-Indic digits (a Persian keyboard's; the forms read them)
  [0x2010, 0x2010], // hyphen
  [0xfe70, 0xfe74], // presentation forms B: harakat
  [0xfe76, 0xfefc], // presentation forms B: letters and lam-alef
];

export const ARABIC_WEIGHTS = ["400", "500", "600"] as const;
export type ArabicWeight = (typeof ARABIC_WEIGHTS)[number];

/** Where the subset faces are kept (app/fonts.ts names the same files). */
export const arabicFaceFile = (weight: ArabicWeight) =>
  `assets/fonts/ibm-plex-sans-arabic-arabic-${weight}-subset.woff2`;

/** The package's face a subset is cut from. */
function packageFace(weight: ArabicWeight): Buffer {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@fontsource/ibm-plex-sans-arabic/package.json"));
  return readFileSync(
    path.join(dir, "files", `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
  );
}

/** Every code point of the subset, in order. */
export const ARABIC_CODE_POINTS: readonly number[] = ARABIC_SUBSET.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i),
);

const text = String.fromCodePoint(...ARABIC_CODE_POINTS);

/** Copyright, family and style names, version, PostScript name, licence and its address. */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

export function subsetArabicFace(weight: ArabicWeight): Promise<Buffer> {
  return subsetFont(packageFace(weight), text, {
    targetFormat: "woff2",
    preserveNameIds: NAME_IDS,
  });
}

/** Code points as a CSS unicode-range: "U+0621-063A, U+0640". */
export function unicodeRange(codePoints: Iterable<number>): string {
  const runs: [number, number][] = [];
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}
