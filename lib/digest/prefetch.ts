import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { digestEndpoints } from "./endpoints";
import { digestSettingsBody } from "./handlers";
import { digestSettingsOptions } from "./queries";

// The settings page's digest form, answered on the server under the browser's query key.

export const digestPrefetch = {
  settings: (user: SessionUser): Prefetch => ({
    queryKey: digestSettingsOptions().queryKey,
    queryFn: async () =>
      asReceived(digestEndpoints.getDigestSettings, await digestSettingsBody(user)),
  }),
};
