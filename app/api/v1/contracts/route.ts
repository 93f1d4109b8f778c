import { contractRecorders } from "@/lib/register/contracts";
import { createContract } from "@/lib/upstream/contracts";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/contracts — create a contract; recorded in the register with its parties' names
// looked up by the ID numbers sent with it (manager, admin)
export const POST = mirrorRoute(createContract, { after: contractRecorders.create });
