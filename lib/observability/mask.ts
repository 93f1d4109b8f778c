// What a log line may never carry. Keys whose values are secrets or personal data are censored
// wherever they appear in a logged object (pino `redact`), and any Saudi national ID or iqama
// (ten digits starting with 1 or 2) that slips into a message is masked to its last three digits.

const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "secret",
  "client_secret",
  "clientSecret",
  "token",
  "access_token",
  "authorization",
  "cookie",
  "set-cookie",
  "id_number",
  "owner_id",
  "phone_number",
];

/** pino redact paths: each key at the top level and one or two levels down. */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith("[") ? k : `.${k}`;
  return [k, `*${dot}`, `*.*${dot}`];
});

const NATIONAL_ID = /(?<!\d)[12]\d{6}(\d{3})(?!\d)/g;

/** `1016690206` → `*******206`; other digit runs are left alone. */
export function maskNationalIds(text: string): string {
  return text.replace(NATIONAL_ID, (_match, last: string) => `*******${last}`);
}

/** Bearer tokens (JWTs) in free text, e.g. an error message that quoted a header. */
export function maskTokens(text: string): string {
  return text.replace(/eyJ[\w-]{5,}\.[\w-]+\.[\w-]*/g, "[token]");
}

export function maskText(text: string): string {
  return maskTokens(maskNationalIds(text));
}
