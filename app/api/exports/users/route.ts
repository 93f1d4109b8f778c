import { ownEndpoints } from "@/lib/api/own-endpoints";
import { exportRoute } from "@/lib/exports/route";
import { usersExport } from "@/lib/exports/sources/users";

// GET /api/exports/users — every user matching the page's search, CSV or Excel (admin)
export const GET = exportRoute(ownEndpoints.exportUsers, usersExport);
