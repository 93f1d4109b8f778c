import { endpoint } from "@/lib/http/endpoint";
import { contractCreateRequestSchema, contractUpdateSchema } from "@/lib/rental/contract";
import { idParams } from "@/lib/rental/path-params";
import { contractSchema } from "@/lib/rental/records";
import { contractDeletionSchema, listOf, recordOf } from "@/lib/rental/results";
import { registerEntrySchema, registerListQuerySchema } from "@/lib/contracts/schemas";
import { exportEndpoint } from "@/lib/exports/endpoint";
import { CONTRACT_ROUTES } from "./routes";

// The contracts feature's endpoints: method, path, permission, schemas and audit action.

const byId = ({ params }: { params: { id: number } }) => params.id;

export const contractEndpoints = {
  createContract: endpoint({
    ...CONTRACT_ROUTES.createContract,
    summary: "Create a contract (recorded in the contract register)",
    permission: "contract:create",
    body: contractCreateRequestSchema,
    response: recordOf(contractSchema),
    audit: {
      action: "contract.create",
      targetType: "contract",
      target: (_input, result) => result?.data.id ?? null,
      // A renewal says which contract it renews (lib/contracts/handlers.ts).
      details: ({ body }) => (body.renewal_of ? { renewalOf: body.renewal_of } : undefined),
    },
  }),
  updateContract: endpoint({
    ...CONTRACT_ROUTES.updateContract,
    summary: "Change a contract's dates",
    permission: "contract:update",
    params: idParams,
    body: contractUpdateSchema,
    response: recordOf(contractSchema),
    audit: { action: "contract.update", targetType: "contract", target: byId },
  }),
  deleteContract: endpoint({
    ...CONTRACT_ROUTES.deleteContract,
    summary: "Delete a draft contract or terminate an active one",
    permission: "contract:delete",
    params: idParams,
    response: recordOf(contractDeletionSchema),
    audit: { action: "contract.delete", targetType: "contract", target: byId },
  }),
  listContractRegister: endpoint({
    ...CONTRACT_ROUTES.listContractRegister,
    summary: "The register of contracts the dashboard created or changed",
    permission: "rental:read",
    query: registerListQuerySchema,
    response: listOf(registerEntrySchema),
  }),
  getRegisteredContract: endpoint({
    ...CONTRACT_ROUTES.getRegisteredContract,
    summary: "One contract from the register, deleted ones included",
    permission: "rental:read",
    params: idParams,
    response: recordOf(registerEntrySchema),
  }),
  exportContracts: exportEndpoint(
    "contracts",
    "The whole filtered contract register",
    "rental:read",
  ),
};

export type ContractEndpoints = typeof contractEndpoints;
