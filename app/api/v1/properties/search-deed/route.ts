import { searchDeed } from "@/lib/deeds/upstream";
import { mirrorRoute } from "@/lib/upstream/http";

// POST /api/v1/properties/search-deed — find a deed among the service's properties (admin)
export const POST = mirrorRoute(searchDeed);
