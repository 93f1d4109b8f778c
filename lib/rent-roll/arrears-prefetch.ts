import "server-only";

import { getDb } from "@/lib/db";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { arrearsListBody, arrearsPage } from "./arrears";
import { arrearsOptions, type ArrearsParams } from "./arrears-queries";
import { rentRollEndpoints } from "./endpoints";

// The arrears page's first read, answered on the server under the browser's query key.

export const arrearsPrefetch = {
  arrears: (params: ArrearsParams): Prefetch => ({
    queryKey: arrearsOptions(params).queryKey,
    queryFn: async () => {
      const { page, pageSize, ...filters } = params;
      const result = await arrearsPage(await getDb(), filters, { page, pageSize });
      return asReceived(rentRollEndpoints.listArrears, arrearsListBody(result));
    },
  }),
};
