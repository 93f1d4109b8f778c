import { contractRecorders } from "@/lib/contracts/register";
import { deleteContract, updateContract } from "@/lib/contracts/upstream";
import { mirrorRoute } from "@/lib/upstream/http";

// PUT /api/v1/contracts/{id} — change a contract's dates; register updated (manager, admin)
export const PUT = mirrorRoute(updateContract, { after: contractRecorders.update });

// DELETE /api/v1/contracts/{id} — delete a contract; register marks it deleted (manager, admin)
export const DELETE = mirrorRoute(deleteContract, { after: contractRecorders.delete });
