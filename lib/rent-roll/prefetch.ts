import "server-only";

import { getDb } from "@/lib/db";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { rentRollEndpoints } from "./endpoints";
import { followUpsOf } from "./follow-ups";
import { followUpsOptions, statementOptions } from "./queries";
import { statementOf } from "./statement";

// A contract's rent card and its timeline, as its page reads them first, answered on the server under the
// browser's query key (lib/upstream/prefetch.ts).

export const rentRollPrefetch = {
  /** `version`: the contract's `updated_at` as the browser received it (the key carries it). */
  statement: (contractId: number, version: string): Prefetch => ({
    queryKey: statementOptions(contractId, version).queryKey,
    queryFn: async () => {
      const statement = await statementOf(await getDb(), contractId);
      // No rent account: the browser asks and the card says there is nothing to show.
      if (!statement) throw new Error(`contract ${contractId} has no statement`);
      return asReceived(rentRollEndpoints.getStatement, { data: statement, meta: {} });
    },
  }),
  followUps: (contractId: number): Prefetch => ({
    queryKey: followUpsOptions(contractId).queryKey,
    queryFn: async () => {
      const entries = await followUpsOf(await getDb(), contractId);
      // Not in the register: the browser asks and the page says so.
      if (!entries) throw new Error(`contract ${contractId} is not in the register`);
      return asReceived(rentRollEndpoints.listFollowUps, { data: entries, meta: {} });
    },
  }),
};
