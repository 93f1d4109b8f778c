import { useMutation, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { officeRoutes } from "./routes";
import type { OfficeSettingsInput } from "./schemas";

// PUT /api/office (admins). The page reads the settings on the server; a save refreshes it.

export const officeKeys = { all: ["office"] as const };

export function useUpdateOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeSettingsInput) => callEndpoint(officeRoutes.updateOffice, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
