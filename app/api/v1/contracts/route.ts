import { contractRecorders } from "@/lib/contracts/register";
import { createContract } from "@/lib/contracts/upstream";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/contracts — create a contract; recorded in the register with its parties' names
// looked up by the ID numbers sent with it (manager, admin)
export const POST = mirrorRoute(createContract, { after: contractRecorders.create });
