import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { partyAttentionExport } from "@/lib/exports/sources/party-attention";

// GET /api/exports/parties-attention — every party needing attention of the chosen problem, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportPartyAttention, partyAttentionExport);
