import { isValidSaudiId } from "@/lib/rental/warnings";

/** mulberry32: a small seeded PRNG, so every seed run produces the same records. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join("");
  return { next, int, pick, digits };
}

export type Random = ReturnType<typeof createRandom>;

/** A national ID (first digit 1) or iqama (2) whose check digit is right. */
export function saudiId(random: Random, kind: "1" | "2"): string {
  const body = kind + random.digits(8);
  for (let check = 0; check <= 9; check++) {
    if (isValidSaudiId(body + check)) return body + check;
  }
  throw new Error("unreachable: one check digit always fits");
}

export function saudiMobile(random: Random): string {
  return `+9665${random.digits(8)}`;
}

/** A Gregorian date between two years, YYYY-MM-DD. */
export function dateBetween(random: Random, fromYear: number, toYear: number): string {
  const y = random.int(fromYear, toYear);
  const m = random.int(1, 12);
  const d = random.int(1, 28);
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
