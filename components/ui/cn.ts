import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Nothing merges them at run time, so a component's classes and the ones a
 * caller adds must not set the same property (use a variant or a prop instead): the e2e suite
 * fails on any rendered element whose classes tailwind-merge would thin out
 * (`expectSoundPage` in e2e/fixtures.ts). Merging in the browser cost 8 kB on every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
