import { recordContract } from "@/lib/register/contracts";
import { createContract } from "@/lib/upstream/contracts";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/contracts — create a contract; recorded in the register (manager, admin)
export const POST = mirrorRoute(createContract, {
  after: (result, user) => recordContract(result.data, user),
});
