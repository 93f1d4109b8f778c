import { digestEndpoints } from "@/lib/digest";
import { getDigestSettingsResponse, updateDigestSettingsResponse } from "@/lib/digest/handlers";
import { ownRoute } from "@/lib/http/route";

// GET /api/digest/settings — one's morning digest choice (anyone signed in)
export const GET = ownRoute(digestEndpoints.getDigestSettings, getDigestSettingsResponse);

// PUT /api/digest/settings — turn one's digest on or off, choose its hour (anyone signed in)
export const PUT = ownRoute(digestEndpoints.updateDigestSettings, updateDigestSettingsResponse);
