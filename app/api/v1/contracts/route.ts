import { contractEndpoints } from "@/lib/contracts";
import { createContractResponse } from "@/lib/contracts/handlers";
import { ownRoute } from "@/lib/http/route";

// POST /api/v1/contracts — create a contract; recorded in the register with its parties' names
// looked up by the ID numbers sent with it; a renewal claims the contract it renews first, so
// that a contract is renewed once (manager, admin)
export const POST = ownRoute(contractEndpoints.createContract, createContractResponse);
