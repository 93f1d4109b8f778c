import "server-only";

import { getDb } from "@/lib/db";
import { deedEndpoints } from "@/lib/deeds/endpoints";
import { listBody } from "@/lib/http/responses";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";

import {
  FIRST_ITEMS_PAGE,
  groupsWithItems,
  RESULT_GROUPS,
  syncRunItemsOptions,
  syncRunListOptions,
  syncRunOptions,
  type SyncItemsParams,
} from "./queries";
import { itemsPage, runOf, runsPage } from "./reads";

// What the bulk sync pages read first, answered on the server from the dashboard's database
// under the browser's query keys (lib/upstream/prefetch.ts). A run that is still going on is
// asked again by the browser every second, as before.

export const syncRunPrefetch = {
  runs: (params: { page: number; pageSize: number }): Prefetch => ({
    queryKey: syncRunListOptions(params).queryKey,
    queryFn: async () => {
      const endpoint = deedEndpoints.listSyncRuns;
      const { query } = inputAsRouted(endpoint, { query: params });
      const { rows, total } = await runsPage(await getDb(), query);
      return asReceived(endpoint, listBody(rows, { ...query, total }));
    },
  }),
  items: (id: string, params: SyncItemsParams): Prefetch => ({
    queryKey: syncRunItemsOptions(id, params).queryKey,
    queryFn: async () => {
      const endpoint = deedEndpoints.listSyncRunItems;
      const { query } = inputAsRouted(endpoint, { params: { id }, query: params });
      const page = await itemsPage(await getDb(), id, query);
      if (!page) throw new Error(`no sync run ${id}`);
      return asReceived(endpoint, listBody(page.rows, { ...query, total: page.total }));
    },
  }),
  /** A run's page: the run, then the first page of each group of its deeds that has any. */
  runPage: (id: string) => {
    const read = (async () => {
      const found = await runOf(await getDb(), id);
      // No such run: the browser asks and shows the page's "not found".
      if (!found) throw new Error(`no sync run ${id}`);
      return asReceived(deedEndpoints.getSyncRun, { data: found, meta: {} });
    })();
    read.catch(() => {}); // the run's own query reports a failure
    const run: Prefetch = { queryKey: syncRunOptions(id).queryKey, queryFn: () => read };
    const items = RESULT_GROUPS.map((state) =>
      read.then(({ data }) =>
        groupsWithItems(data).includes(state)
          ? syncRunPrefetch.items(id, { state, ...FIRST_ITEMS_PAGE })
          : null,
      ),
    );
    return [run, ...items];
  },
};
