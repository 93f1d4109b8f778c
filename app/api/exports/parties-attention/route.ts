import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { partyAttentionExport } from "@/lib/parties/attention-export";

// GET /api/exports/parties-attention — every party needing attention of the chosen problem, CSV or Excel (any role)
export const GET = exportRoute(ownEndpoints.exportPartyAttention, partyAttentionExport);
