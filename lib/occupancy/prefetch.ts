import "server-only";

import { getDb } from "@/lib/db";
import { listBody } from "@/lib/http/responses";
import { todayInRiyadh } from "@/lib/rental/dates";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";

import { occupancyEndpoints } from "./endpoints";
import { portfolioOccupancy } from "./handlers";
import type { VacantUnitsState } from "./list";
import {
  portfolioOccupancyOptions,
  propertyOccupancyOptions,
  vacantQuery,
  vacantUnitsOptions,
} from "./queries";
import { readRefreshState } from "./refresh-store";
import { propertyOccupancy, vacantPage } from "./store";

// What the vacant-units page reads first, answered on the server from the dashboard's own
// database under the browser's query keys (lib/upstream/prefetch.ts).

export const occupancyPrefetch = {
  vacantUnits: (state: VacantUnitsState): Prefetch => ({
    queryKey: vacantUnitsOptions(state).queryKey,
    queryFn: async () => {
      const { query } = inputAsRouted(occupancyEndpoints.listVacantUnits, {
        query: vacantQuery(state),
      });
      const { rows, total } = await vacantPage(await getDb(), todayInRiyadh(), query);
      return asReceived(occupancyEndpoints.listVacantUnits, listBody(rows, { ...query, total }));
    },
  }),
  /** A property page's occupancy card (after the page's read has indexed its units). */
  property: (documentNumber: string): Prefetch => ({
    queryKey: propertyOccupancyOptions(documentNumber).queryKey,
    queryFn: async () => {
      const db = await getDb();
      const today = todayInRiyadh();
      const [occupancy, refresh] = await Promise.all([
        propertyOccupancy(db, today, documentNumber),
        readRefreshState(db),
      ]);
      return asReceived(occupancyEndpoints.getPropertyOccupancy, {
        data: { today, ...occupancy, refresh },
        meta: {},
      });
    },
  }),
  portfolio: (): Prefetch => ({
    queryKey: portfolioOccupancyOptions().queryKey,
    queryFn: async () =>
      asReceived(occupancyEndpoints.getOccupancy, { data: await portfolioOccupancy(), meta: {} }),
  }),
};
