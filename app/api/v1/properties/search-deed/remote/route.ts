import { searchDeedRemote } from "@/lib/deeds/upstream";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/properties/search-deed/remote — find a deed in the national registry (admin)
export const POST = mirrorRoute(searchDeedRemote);
