// A rule's message is a catalogue key with its parameters, never an English sentence: the same
// schema serves an Arabic form, an English API answer and the rental service. Zod carries one
// string per issue, so the key and its parameters travel together in it:
//   "validation.required"   or   "validation.atMostChars {"max":200}"
// and whoever shows the message (a form, the BFF, the rental service) translates it.

export type MessageParams = Record<string, string | number>;
export type Translate = (key: string, params?: MessageParams) => string;

const ENCODED = /^((?:validation|apiErrors)(?:\.[A-Za-z0-9_-]+)+)(?: (\{.*\}))?$/s;

/** Encodes a catalogue key and its parameters as one message string. */
export function msg(key: string, params?: MessageParams): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

/** The key and parameters of an encoded message, or null for plain text (an upstream sentence). */
export function parseMsg(text: string): { key: string; params?: MessageParams } | null {
  const match = ENCODED.exec(text);
  if (!match) return null;
  const [, key = "", json] = match;
  if (!json) return { key };
  try {
    return { key, params: JSON.parse(json) as MessageParams };
  } catch {
    return null;
  }
}

/** Translates an encoded message; text that is not one (an upstream sentence) is left as is. */
export function translateMsg(text: string, translate: Translate): string {
  const parsed = parseMsg(text);
  return parsed ? translate(parsed.key, parsed.params) : text;
}
