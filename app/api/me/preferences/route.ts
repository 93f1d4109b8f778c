import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { json } from "@/lib/api/responses";
import { getPreferences, savePreferences } from "@/lib/preferences/server";

// GET /api/me/preferences — language, digits and calendar in effect for the user (any signed-in user)
export const GET = ownRoute(e.getPreferences, async () =>
  json({ data: await getPreferences(), meta: {} }),
);

// PUT /api/me/preferences — change any of them; kept on the profile and in this browser (any signed-in user)
export const PUT = ownRoute(e.updatePreferences, async ({ user, body }) => {
  await savePreferences(user.id, body);
  const current = await getPreferences();
  // getPreferences read the profile before the change (cached per request): apply it on top.
  return json({ data: { ...current, ...body }, meta: {} });
});
