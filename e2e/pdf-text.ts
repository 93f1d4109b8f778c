import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// What a reader of a printed PDF sees, as PDF.js (the engine of Firefox's viewer) extracts it.
// Used to check what the browser's "Save as PDF" holds, not only that a PDF came out.

/** The text of every line of every page. */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      let line = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line += item.str;
        if (!item.hasEOL) {
          line += " ";
          continue;
        }
        lines.push(line);
        line = "";
      }
      if (line.trim()) lines.push(line);
    }
    return lines.map((l) => l.normalize("NFKC"));
  } finally {
    await document.destroy();
  }
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
// Spaces, direction marks and the tatweel (a stretching stroke Chromium adds to "هـ").
const compact = (s: string) => s.replace(/[\s\u200e\u200f\u061c\u0640]+/g, "");
const sorted = (s: string) => [...s].sort().join("");

/** Whether `flat` holds the letters of `word` side by side, in any order. */
function holdsLetters(flat: string, word: string): boolean {
  const chars = [...flat];
  const want = sorted(word);
  const length = [...word].length;
  for (let i = 0; i + length <= chars.length; i++) {
    if (sorted(chars.slice(i, i + length).join("")) === want) return true;
  }
  return false;
}

/**
 * Whether one line shows `text`. Chromium writes right-to-left words glyph by glyph in visual
 * order, and ligatures (لآ, دى) in their own order, so an Arabic word comes out as its letters
 * side by side in another order; numbers keep theirs. A line shows the text when it holds each
 * of its numbers and words so, in any order.
 */
export function pdfShows(lines: string[], text: string): boolean {
  const words = text
    .split(/[\s/.,:()\u200e\u200f\u061c]+/)
    .map(compact)
    .filter(Boolean);
  return lines.some((line) => {
    const flat = compact(line);
    return words.every((word) =>
      /\p{L}/u.test(word) && ARABIC_LETTER.test(word)
        ? holdsLetters(flat, word)
        : flat.includes(word),
    );
  });
}
