import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { accountEndpoints } from "./endpoints";
import { ownSessions, secondFactorStatus } from "./handlers";
import { secondFactorOptions, sessionsOptions } from "./queries";

// The account page's first view, answered on the server from the dashboard's database under the
// browser's query keys (lib/upstream/prefetch.ts): the page then loads no response schema
// (lib/answers.ts, zod) to show it.

export const accountPrefetch = {
  /** One's own signed-in browsers (the sessions card). */
  sessions: (user: SessionUser): Prefetch => ({
    queryKey: sessionsOptions().queryKey,
    queryFn: async () => asReceived(accountEndpoints.listOwnSessions, await ownSessions(user)),
  }),
  /** Two-step verification's state (its card). */
  secondFactor: (user: SessionUser): Prefetch => ({
    queryKey: secondFactorOptions().queryKey,
    queryFn: async () => {
      const body = await secondFactorStatus(user);
      // The account is gone: the browser asks and shows what the route answers.
      if (!body) throw new Error(`no user ${user.id}`);
      return asReceived(accountEndpoints.getSecondFactor, body);
    },
  }),
};
