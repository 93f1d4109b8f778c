import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { propertyOptions } from "@/lib/properties/queries";
import { getProperty } from "@/lib/properties/server";
import { listBody } from "@/lib/http/responses";
import { asReceived, mirrored, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";
import { rentRollPrefetch } from "@/lib/rent-roll/prefetch";
import type { Property } from "@/lib/rental/records";

import { contractEndpoints } from "./endpoints";
import { contractOptions } from "./queries";
import {
  contractRegisterOptions,
  contractRegisterQuery,
  propertyContractsParams,
  type ContractRegisterParams,
} from "./register-queries";
import { getRegisteredContract, listRegister } from "./store";
import { recordProperty } from "./register";

// The register's lists and contracts a page reads first (and a property page's property with
// its contracts), answered on the server from the
// dashboard's database (lib/upstream/prefetch.ts).

/** A contract of the register as the browser receives it; not in the register: an error. */
async function readContract(id: number) {
  const entry = await getRegisteredContract(await getDb(), id);
  // Not in the register: the browser asks and shows the page's "not found".
  if (!entry) throw new Error(`contract ${id} is not in the register`);
  return asReceived(contractEndpoints.getRegisteredContract, { data: entry, meta: {} });
}

export const contractPrefetch = {
  contractRegister: (params: ContractRegisterParams): Prefetch => ({
    queryKey: contractRegisterOptions(params).queryKey,
    queryFn: async () => {
      const { query } = inputAsRouted(contractEndpoints.listContractRegister, {
        query: contractRegisterQuery(params),
      });
      const { rows, total } = await listRegister(await getDb(), query);
      return asReceived(
        contractEndpoints.listContractRegister,
        listBody(rows, { ...query, total }),
      );
    },
  }),
  /**
   * A contract's page: the contract, then what its answer keys or asks for: the rent card's
   * statement (its key carries the contract's `updated_at`), its follow-ups and, for a contract whose unit the
   * register has not learned, the unit its share menu names (`unit`: the page passes the unit's
   * read, lib/properties/prefetch.ts, a module of another feature this one may not import).
   */
  contractPage: (id: number, unit: (unitId: number) => Prefetch) => {
    const read = readContract(id);
    read.catch(() => {}); // the contract's own query reports a failure
    const contract: Prefetch = { queryKey: contractOptions(id).queryKey, queryFn: () => read };
    const statement = read.then(({ data }) => rentRollPrefetch.statement(id, data.updated_at));
    const knownUnit = read.then(({ data }) =>
      data.known_unit ? null : unit(Number(data.unit_id)),
    );
    return [contract, statement, knownUnit, rentRollPrefetch.followUps(id)] as const;
  },
  /**
   * A property page: the property, and then the register's contracts for its units (the page's
   * lower card), with one upstream read. `learn`: what else learns from that read (the page
   * passes the units index's, lib/occupancy, which this feature does not know).
   */
  propertyWithContracts: (
    user: SessionUser,
    documentNumber: string,
    learn: (property: Property) => Promise<void> = async () => {},
  ) => {
    const read = mirrored(getProperty, user, { params: { documentNumber } });
    read.catch(() => {}); // the property's own query reports a failure
    // The register's contracts on its units learn its name and their numbers, before they show.
    const learned = read
      .then(({ data }) => Promise.all([recordProperty(data), learn(data)]))
      .catch(() => {});
    const property: Prefetch = {
      queryKey: propertyOptions(documentNumber).queryKey,
      queryFn: () => read,
    };
    const contracts = Promise.all([read, learned]).then(([{ data }]) =>
      data.units.length > 0
        ? contractPrefetch.contractRegister(propertyContractsParams(data.units))
        : null,
    );
    return [property, contracts] as const;
  },
};
