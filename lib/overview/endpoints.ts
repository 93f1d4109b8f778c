import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";
import { overviewSchema } from "@/lib/overview/schemas";
import { OVERVIEW_ROUTES } from "./routes";

// The overview feature's endpoints: method, path, permission, schemas and audit action.

export const overviewEndpoints = {
  overview: endpoint({
    ...OVERVIEW_ROUTES.overview,
    summary:
      "The overview: counts, the register by status, ending soon, recent activity, the next 12 months, this month's rent due and collected and the arrears by bucket",
    permission: "rental:read",
    response: recordOf(overviewSchema),
  }),
};

export type OverviewEndpoints = typeof overviewEndpoints;
