import { exportRoute } from "@/lib/exports/route";
import { rentRollEndpoints } from "@/lib/rent-roll";
import { monthPaymentsExport } from "@/lib/rent-roll/collections-export";

// GET /api/exports/month-payments — a month's payments collected, CSV or Excel (any role)
export const GET = exportRoute(rentRollEndpoints.exportMonthPayments, monthPaymentsExport);
