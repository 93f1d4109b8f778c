import { apiRoute } from "@/lib/api/handler";
import { recordContract } from "@/lib/register/contracts";
import { contractUpdateSchema } from "@/lib/rental/contract";
import { asRecord, normaliseContract, readOpen } from "@/lib/rental-api/normalise";
import { idParams } from "@/lib/rental-api/params";
import { forward } from "@/lib/rental-api/proxy";
import { registerContractDeletion } from "@/lib/rental-api/register";

// PUT /api/v1/contracts/{id} — change a contract's dates; register updated (manager, admin)
export const PUT = apiRoute({
  permission: "contract:update",
  params: idParams,
  body: contractUpdateSchema,
  handle: ({ params, body, ...caller }) =>
    forward(caller, {
      method: "PUT",
      path: `/contracts/${params.id}`,
      body,
      read: asRecord(normaliseContract),
      audit: { action: "contract.update", targetType: "contract", targetId: params.id },
      after: recordContract,
    }),
});

// DELETE /api/v1/contracts/{id} — delete a contract; register marks it deleted (manager, admin)
export const DELETE = apiRoute({
  permission: "contract:delete",
  params: idParams,
  handle: ({ params, ...caller }) =>
    forward(caller, {
      method: "DELETE",
      path: `/contracts/${params.id}`,
      read: readOpen,
      audit: { action: "contract.delete", targetType: "contract", targetId: params.id },
      after: (result, user) => registerContractDeletion(params.id, result, user),
    }),
});
