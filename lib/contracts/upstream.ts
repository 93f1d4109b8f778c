import "server-only";

import type { ContractCreate, ContractUpdate } from "@/lib/rental/contract";

import { asRecord, normaliseContract } from "@/lib/upstream/normalise";
import { readContractDeletion } from "@/lib/upstream/normalise-results";
import { upstreamFunction } from "@/lib/upstream/upstream-function";
import { contractEndpoints } from "./endpoints";

// Contracts: POST /contracts, PUT /contracts/{id}, DELETE /contracts/{contract_id}. The
// interface cannot list contracts; the HTTP layer records each result in the register.

const read = asRecord(normaliseContract);

/** Creates a contract starting today. */
export const createContract = upstreamFunction(contractEndpoints.createContract, {
  call: (body: ContractCreate) => ({ body }),
  read,
  // The parties' ID numbers, the unit's deed number and the contract renewed are the register's
  // (party-names.ts, unit-names.ts, renewal-store.ts), not upstream's.
  argsOf: ({
    body: {
      party_id_numbers: _parties,
      unit_document_number: _unit,
      renewal_of: _renewed,
      ...body
    },
  }) => [body],
});

/** Changes a contract's dates. */
export const updateContract = upstreamFunction(contractEndpoints.updateContract, {
  call: (id: number, body: ContractUpdate) => ({ params: { id }, body }),
  read,
  argsOf: ({ params, body }) => [params.id, body],
});

/** Removes a draft, or terminates an active contract (sent back in `data.contract`). */
export const deleteContract = upstreamFunction(contractEndpoints.deleteContract, {
  call: (id: number) => ({ params: { id } }),
  read: (body, [id]) => readContractDeletion(body, id),
  argsOf: ({ params }) => [params.id],
});
