import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { ListId } from "@/lib/list-params/list-ids";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { savedViewEndpoints } from "./endpoints";
import { savedViewsOf } from "./handlers";
import { savedViewsOptions } from "./queries";

// A list's saved views, as the table's views menu reads them first (lib/upstream/prefetch.ts).

export const savedViewPrefetch = {
  /** The list's saved views (the table's views menu). */
  savedViews: (user: SessionUser, list: ListId): Prefetch => ({
    queryKey: savedViewsOptions(list).queryKey,
    queryFn: async () => {
      const body = await savedViewsOf(user, list);
      // A role that cannot read the list: the browser asks and shows the menu's error.
      if (!body) throw new Error(`${user.role} may not read ${list}`);
      return asReceived(savedViewEndpoints.listSavedViews, body);
    },
  }),
};
