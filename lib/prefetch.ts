import "server-only";

import type { QueryKey } from "@tanstack/react-query";

import type { AnyEndpoint, ResultOf } from "@/lib/http/endpoint";
import type { RequestInput } from "@/lib/query/call-endpoint";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { contractOptions } from "@/lib/contracts/queries";
import {
  contractRegisterOptions,
  contractRegisterQuery,
  propertyContractsParams,
  type ContractRegisterParams,
} from "@/lib/contracts/register-queries";
import {
  partySearchOptions,
  partySearchQuery,
  type PartySearchParams,
} from "@/lib/parties/queries";
import {
  propertyListOptions,
  propertyListQuery,
  propertyOptions,
  type PropertyListParams,
} from "@/lib/properties/queries";
import {
  ALL_REGIONS,
  REGIONS_FRESH_MS,
  regionListQuery,
  regionLookupOptions,
} from "@/lib/regions/queries";
import { savedViewsOptions } from "@/lib/saved-views/queries";
import { unitOptions } from "@/lib/properties/unit-queries";
import { getRegisteredContract, listRegister } from "@/lib/contracts/store";
import { savedViewsOf } from "@/lib/saved-views/handlers";
import type { ListId } from "@/lib/list-params/list-ids";
import { listBody } from "@/lib/http/responses";
import { searchParties } from "@/lib/parties/upstream";
import { getProperty, listProperties } from "@/lib/properties/upstream";
import { listRegions } from "@/lib/regions/upstream";
import { inputAsRouted, serverRead } from "@/lib/upstream/server-read";
import type { UpstreamFunction } from "@/lib/upstream/upstream-function";
import { getUnit } from "@/lib/properties/unit-upstream";

import { sharedRead } from "./upstream/shared-read";
import { contractEndpoints } from "@/lib/contracts";
import { savedViewEndpoints } from "@/lib/saved-views";

// What a page's first view reads, answered on the server under the browser's own query keys
// (lib/queries) by the functions behind the routes: upstream functions for the mirror, the
// register for the dashboard's own endpoints. <Prefetched> hands the answers to react-query in
// the first HTML. (The overview renders on the server alone and reads lib/overview itself.)

/** One query a page answers on the server: the browser's key, the server's read. */
export type Prefetch = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/** A body as the browser receives it: through JSON, then the endpoint's response schema. */
function asReceived<E extends AnyEndpoint>(endpoint: E, body: unknown): ResultOf<E> {
  return endpoint.response.parse(JSON.parse(JSON.stringify(body)));
}

/** A mirrored read, through the route's upstream function, as the browser receives it. */
async function mirrored<E extends AnyEndpoint, A extends unknown[]>(
  fn: UpstreamFunction<E, A>,
  user: SessionUser,
  input: RequestInput<E>,
) {
  return asReceived(fn.endpoint, await serverRead(fn, user, input));
}

export const prefetch = {
  // Every person's pages need the same regions (the page has checked the person may read them):
  // the server keeps them as long as a browser does.
  regionLookup: (user: SessionUser): Prefetch => ({
    queryKey: regionLookupOptions().queryKey,
    queryFn: () =>
      sharedRead("regions", REGIONS_FRESH_MS, () =>
        mirrored(listRegions, user, { query: regionListQuery(ALL_REGIONS) }),
      ),
  }),
  propertyList: (user: SessionUser, params: PropertyListParams): Prefetch => ({
    queryKey: propertyListOptions(params).queryKey,
    queryFn: () => mirrored(listProperties, user, { query: propertyListQuery(params) }),
  }),
  property: (user: SessionUser, documentNumber: string): Prefetch => ({
    queryKey: propertyOptions(documentNumber).queryKey,
    queryFn: () => mirrored(getProperty, user, { params: { documentNumber } }),
  }),
  /**
   * A property page: the property, and then the register's contracts for its units (the page's
   * lower card), with one upstream read.
   */
  propertyWithContracts: (user: SessionUser, documentNumber: string) => {
    const read = mirrored(getProperty, user, { params: { documentNumber } });
    read.catch(() => {}); // the property's own query reports a failure
    const property: Prefetch = {
      queryKey: propertyOptions(documentNumber).queryKey,
      queryFn: () => read,
    };
    const contracts = read.then(({ data }) =>
      data.units.length > 0 ? prefetch.contractRegister(propertyContractsParams(data.units)) : null,
    );
    return [property, contracts];
  },
  unit: (user: SessionUser, id: number): Prefetch => ({
    queryKey: unitOptions(id).queryKey,
    queryFn: () => mirrored(getUnit, user, { params: { id } }),
  }),
  partySearch: (user: SessionUser, params: PartySearchParams): Prefetch => ({
    queryKey: partySearchOptions(params).queryKey,
    queryFn: () => mirrored(searchParties, user, { query: partySearchQuery(params) }),
  }),
  contractRegister: (params: ContractRegisterParams): Prefetch => ({
    queryKey: contractRegisterOptions(params).queryKey,
    queryFn: async () => {
      const { query } = inputAsRouted(contractEndpoints.listContractRegister, {
        query: contractRegisterQuery(params),
      });
      const { rows, total } = await listRegister(await getDb(), query);
      return asReceived(contractEndpoints.listContractRegister, listBody(rows, { ...query, total }));
    },
  }),
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
  contract: (id: number): Prefetch => ({
    queryKey: contractOptions(id).queryKey,
    queryFn: async () => {
      const entry = await getRegisteredContract(await getDb(), id);
      // Not in the register: the browser asks and shows the page's "not found".
      if (!entry) throw new Error(`contract ${id} is not in the register`);
      return asReceived(contractEndpoints.getRegisteredContract, { data: entry, meta: {} });
    },
  }),
};
