import "server-only";

import { getDb } from "@/lib/db";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";

import { statementEndpoints } from "./endpoints";
import {
  contractStatementOptions,
  partyStatementOptions,
  rangeOnly,
  type RangeQuery,
} from "./queries";
import { contractStatement, partyStatement } from "./store";

// A statement page's ledger, answered on the server under the browser's query key
// (lib/upstream/prefetch.ts). The range is read with the route's own schema: a range the route
// refuses (a day that is not one, from after to) is left to the browser, which shows the refusal.
// So is a contract or tenant the register does not know (the page's "not found").

export const statementPrefetch = {
  contract: (id: number, range: RangeQuery): Prefetch => ({
    queryKey: contractStatementOptions(id, range).queryKey,
    queryFn: async () => {
      const endpoint = statementEndpoints.getContractStatement;
      const { query } = inputAsRouted(endpoint, { params: { id }, query: rangeOnly(range) });
      const statement = await contractStatement(await getDb(), id, query);
      if (!statement) throw new Error(`contract ${id} has no statement`);
      return asReceived(endpoint, { data: statement, meta: {} });
    },
  }),
  party: (id: number, range: RangeQuery): Prefetch => ({
    queryKey: partyStatementOptions(id, range).queryKey,
    queryFn: async () => {
      const endpoint = statementEndpoints.getPartyStatement;
      const { query } = inputAsRouted(endpoint, { params: { id }, query: rangeOnly(range) });
      const statement = await partyStatement(await getDb(), id, query);
      if (!statement) throw new Error(`party ${id} has no statement`);
      return asReceived(endpoint, { data: statement, meta: {} });
    },
  }),
};
