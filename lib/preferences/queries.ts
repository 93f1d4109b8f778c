import { useMutation } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { PreferencesPatch } from "@/lib/i18n/preferences";
import { preferenceRoutes } from "./routes";

// PUT /api/me/preferences (any signed-in user): language, digits, calendar. The server keeps them
// on the profile and in this browser's cookies; the caller then refreshes the page's server
// data (router.refresh) so the new language, direction and formats show at once.
export function useSavePreferences() {
  return useMutation({
    mutationFn: (patch: PreferencesPatch) =>
      callEndpoint(preferenceRoutes.updatePreferences, { body: patch }),
  });
}
