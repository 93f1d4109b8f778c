import { endpoint } from "@/lib/http/endpoint";
import { regionListQuerySchema } from "@/lib/rental/list-query";
import { regionSchema } from "@/lib/rental/records";
import { listOf } from "@/lib/rental/results";
import { REGION_ROUTES } from "./routes";

// The regions feature's endpoints: method, path, permission, schemas and audit action.

export const regionEndpoints = {
  listRegions: endpoint({
    ...REGION_ROUTES.listRegions,
    summary: "List regions with their cities",
    permission: "rental:read",
    query: regionListQuerySchema,
    response: listOf(regionSchema),
  }),
};

export type RegionEndpoints = typeof regionEndpoints;
