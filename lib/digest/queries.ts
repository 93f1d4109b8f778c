import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { digestRoutes } from "./routes";
import type { DigestSettingsInput } from "./schemas";

// The digest's query key and calls for the browser (one's own choice).

export const digestKeys = { settings: () => ["digest", "settings"] as const };

export const digestSettingsOptions = () =>
  queryOptions({
    queryKey: digestKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(digestRoutes.getDigestSettings, {}, signal),
  });

export function useSaveDigestSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestSettingsInput) =>
      callEndpoint(digestRoutes.updateDigestSettings, { body }),
    onSuccess: (answer) => client.setQueryData(digestKeys.settings(), answer),
  });
}
