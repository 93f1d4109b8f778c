import "server-only";

import { createTranslator } from "use-intl/core";

import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { getPreferences } from "@/lib/auth/request-preferences";
import { translateFieldErrors, type ErrorBody } from "@/lib/rental/errors";
import { translateMsg, type Translate } from "@/lib/rental/messages";

import { json } from "./responses";

// Error answers are built with catalogue keys (lib/rental/messages.ts) wherever they arise: the
// wrapper, a shared rule, the upstream error mapper, a route. Here, on the way out, their
// message and per-field messages become sentences in the person's language (the profile, the
// cookie, then Accept-Language), so the API is readable and the forms show them as they are.
// Plain text (an upstream sentence we cannot translate) passes unchanged.

/** A translator for the language of this request (the default when preferences cannot be read). */
export async function requestTranslator(): Promise<Translate> {
  const locale = await getPreferences().then(
    (p) => p.locale,
    () => DEFAULT_LOCALE, // the profile could not be read (database down): still answer
  );
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  return (key, params) => (t.has(key as never) ? t(key as never, params as never) : key);
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as Partial<ErrorBody> | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

export async function localiseError(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isErrorBody(body)) return response;
  const translate = await requestTranslator();
  const { fields, ...details } = body.error.details ?? {};
  const localised: ErrorBody = {
    error: {
      code: body.error.code,
      message: translateMsg(body.error.message, translate),
      details: fields ? { ...details, fields: translateFieldErrors(fields, translate) } : details,
    },
  };
  return json(localised, { status: response.status, headers: response.headers });
}
