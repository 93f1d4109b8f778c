import { ownEndpoints } from "@/lib/endpoints-own";
import { exportRoute } from "@/lib/exports/route";
import { usersExport } from "@/lib/users/export";

// GET /api/exports/users — every user matching the page's search, CSV or Excel (admin)
export const GET = exportRoute(ownEndpoints.exportUsers, usersExport);
