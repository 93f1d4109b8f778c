import { normaliseDigits } from "./digits";
import { msg } from "./messages";

// Domain checks beyond the interface. They warn, never reject: the real service may accept IDs
// of other kinds (passports, commercial registrations) and foreign phone numbers. A warning is a
// catalogue key (lib/rental/messages.ts), like a rule's message.

/**
 * Saudi national ID (first digit 1) or iqama (2): 10 digits with a Luhn-style check digit.
 * Double the digits in odd positions, subtract 9 from results over 9, add all ten digits.
 */
export function isValidSaudiId(value: string): boolean {
  const id = normaliseDigits(value.trim());
  if (!/^[12]\d{9}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(id[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function idNumberWarning(value: string): string | null {
  if (!value.trim()) return null;
  return isValidSaudiId(value) ? null : msg("validation.idNumberWarning");
}

/** `05XXXXXXXX`, `5XXXXXXXX`, `009665…`, `9665…` → `+9665XXXXXXXX`; anything else is left as typed. */
export function normaliseSaudiMobile(value: string): string {
  const compact = normaliseDigits(value).replace(/[\s\-()]/g, "");
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact);
  return match ? `+966${match[1]}` : compact;
}

export function isSaudiMobile(value: string): boolean {
  return /^\+9665\d{8}$/.test(value);
}

export function mobileWarning(value: string): string | null {
  if (!value.trim()) return null;
  return isSaudiMobile(normaliseSaudiMobile(value)) ? null : msg("validation.mobileWarning");
}
