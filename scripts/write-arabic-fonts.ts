import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { ARABIC_WEIGHTS, arabicFaceFile, subsetArabicFace } from "./fonts/arabic-subset";

// Writes the Arabic subset faces app/fonts.ts serves (scripts/fonts/arabic-subset.ts).

const root = path.resolve(import.meta.dirname, "..");
for (const weight of ARABIC_WEIGHTS) {
  const file = path.join(root, arabicFaceFile(weight));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await subsetArabicFace(weight));
}
