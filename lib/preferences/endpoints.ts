import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";
import { preferencesPatchSchema, preferencesSchema } from "@/lib/i18n/preferences";
import { PREFERENCE_ROUTES } from "./routes";

// The preferences feature's endpoints: method, path, permission, schemas and audit action.

export const preferenceEndpoints = {
  getPreferences: endpoint({
    ...PREFERENCE_ROUTES.getPreferences,
    summary: "The language, digits and calendar in effect for the signed-in user",
    permission: "signed-in",
    response: recordOf(preferencesSchema),
  }),
  updatePreferences: endpoint({
    ...PREFERENCE_ROUTES.updatePreferences,
    summary: "Change any of them; kept on the profile and in this browser",
    permission: "signed-in",
    body: preferencesPatchSchema,
    response: recordOf(preferencesSchema),
  }),
};

export type PreferenceEndpoints = typeof preferenceEndpoints;
