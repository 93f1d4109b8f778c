import { exportRoute } from "@/lib/exports/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { monthDueExport } from "@/lib/rent-roll/collections-export";

// GET /api/exports/month-due — a month's instalments due, CSV or Excel (any role)
export const GET = exportRoute(rentRollEndpoints.exportMonthDue, monthDueExport);
