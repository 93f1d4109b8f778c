import { useMutation } from "@tanstack/react-query";

import { callEndpoint } from "../query/call-endpoint";
import { ownRoutes as e } from "@/lib/http/routes";
import type { PreferencesPatch } from "@/lib/preferences/schema";

// PUT /api/me/preferences (any signed-in user): language, digits, calendar. The server keeps them
// on the profile and in this browser's cookies; the caller then refreshes the page's server
// data (router.refresh) so the new language, direction and formats show at once.
export function useSavePreferences() {
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => callEndpoint(e.updatePreferences, { body: patch }),
  });
}
