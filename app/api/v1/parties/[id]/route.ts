import { mirrorRoute } from "@/lib/upstream/http";
import { updateParty } from "@/lib/upstream/parties";

// PUT /api/v1/parties/{id} — update a party (manager, admin)
export const PUT = mirrorRoute(updateParty);
