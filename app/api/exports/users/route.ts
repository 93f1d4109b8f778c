import { exportRoute } from "@/lib/exports/route";
import { usersExport } from "@/lib/users/export";
import { userEndpoints } from "@/lib/users";

// GET /api/exports/users — every user matching the page's search, CSV or Excel (admin)
export const GET = exportRoute(userEndpoints.exportUsers, usersExport);
