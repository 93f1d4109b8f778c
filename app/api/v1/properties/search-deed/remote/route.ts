import { searchDeedRemote } from "@/lib/upstream/deeds";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/properties/search-deed/remote — find a deed in the national registry (admin)
export const POST = mirrorRoute(searchDeedRemote);
