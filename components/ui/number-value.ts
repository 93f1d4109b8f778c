import { normaliseNumberText } from "@/lib/rental/digits";

/**
 * react-hook-form `setValueAs` for number inputs typed as text (so Arabic-Indic and Persian
 * digits and the Arabic separators ٫ ٬ work): "" → undefined (an optional field left empty),
 * otherwise the number; "abc" → NaN, which the schema refuses with its own message.
 */
export function toNumberOrUndefined(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return value;
  const text = normaliseNumberText(String(value).trim());
  return text === "" ? undefined : Number(text);
}
