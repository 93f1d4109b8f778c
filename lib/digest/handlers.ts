import "server-only";

import { getDb } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session-user";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import { digestRuntime, emailEnabled } from "./instance";
import { runDigests } from "./run";
import type { DigestSettingsInput } from "./schemas";
import { digestChoiceOf, saveDigestChoice } from "./settings";

// What /api/digest does: one's own choice, and the admins' "send now".

/** One's digest choice, as the route answers it (and the settings page's first view reads it). */
export async function digestSettingsBody(user: Pick<SessionUser, "id">) {
  const choice = await digestChoiceOf(await getDb(), user.id);
  return { data: { ...choice, emailEnabled: emailEnabled() }, meta: {} };
}

export async function getDigestSettingsResponse({ user }: ResponseArgs) {
  return json(await digestSettingsBody(user));
}

export async function updateDigestSettingsResponse({
  user,
  body,
}: ResponseArgs<undefined, undefined, DigestSettingsInput>) {
  const choice = await saveDigestChoice(await getDb(), user.id, body);
  return json({ data: { ...choice, emailEnabled: emailEnabled() }, meta: {} });
}

export async function sendDigestsNowResponse({
  query,
}: ResponseArgs<undefined, { user?: string }>) {
  const runtime = await digestRuntime();
  if (!runtime) return apiError(409, "EMAIL_OFF", msg("apiErrors.emailOff"));
  const result = await runDigests(runtime, { everyone: true, email: query.user });
  return json({ data: result, meta: {} });
}
