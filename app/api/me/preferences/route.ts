import { ownRoute } from "@/lib/http/route";
import { json } from "@/lib/http/responses";
import { getPreferences, savePreferences } from "@/lib/auth/request-preferences";
import { preferenceEndpoints } from "@/lib/preferences";

// GET /api/me/preferences — language, digits and calendar in effect for the user (any signed-in user)
export const GET = ownRoute(preferenceEndpoints.getPreferences, async () =>
  json({ data: await getPreferences(), meta: {} }),
);

// PUT /api/me/preferences — change any of them; kept on the profile and in this browser (any signed-in user)
export const PUT = ownRoute(preferenceEndpoints.updatePreferences, async ({ user, body }) => {
  await savePreferences(user.id, body);
  const current = await getPreferences();
  // getPreferences read the profile before the change (cached per request): apply it on top.
  return json({ data: { ...current, ...body }, meta: {} });
});
