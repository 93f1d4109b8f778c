import { exportRoute } from "@/lib/exports/route";
import { partyAttentionExport } from "@/lib/parties/attention-export";
import { partyEndpoints } from "@/lib/parties";

// GET /api/exports/parties-attention — every party needing attention of the chosen problem, CSV or Excel (any role)
export const GET = exportRoute(partyEndpoints.exportPartyAttention, partyAttentionExport);
