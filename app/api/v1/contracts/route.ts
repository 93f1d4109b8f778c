import { apiRoute } from "@/lib/api/handler";
import { recordContract } from "@/lib/register/contracts";
import { contractCreateSchema } from "@/lib/rental/contract";
import { asRecord, normaliseContract } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// POST /api/v1/contracts — create a contract; recorded in the register (manager, admin)
export const POST = apiRoute({
  permission: "contract:create",
  body: contractCreateSchema,
  handle: ({ body, ...caller }) =>
    forward(caller, {
      method: "POST",
      path: "/contracts",
      body,
      read: asRecord(normaliseContract),
      audit: { action: "contract.create", targetType: "contract", targetId: (c) => c.id },
      after: recordContract,
    }),
});
