import { digestEndpoints } from "@/lib/digest";
import { sendDigestsNowResponse } from "@/lib/digest/handlers";
import { ownRoute } from "@/lib/http/route";

// POST /api/digest/send-now — send today's digests now, whatever everyone's hour (admin)
export const POST = ownRoute(digestEndpoints.sendDigestsNow, sendDigestsNowResponse);
