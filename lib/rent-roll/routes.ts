import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { RentRollEndpoints } from "./endpoints";

// The method and path of each endpoint of the feature, and nothing else: its endpoint rows spread
// them (endpoints.ts), and the browser calls them by these without loading their schemas.

export const RENT_ROLL_ROUTES = {
  getStatement: { method: "GET", path: "/api/rent-roll/contracts/{id}" },
  recordPayment: { method: "POST", path: "/api/rent-roll/contracts/{id}/payments" },
  voidPayment: {
    method: "POST",
    path: "/api/rent-roll/contracts/{id}/payments/{paymentId}/void",
  },
  listArrears: { method: "GET", path: "/api/rent-roll/arrears" },
  exportArrears: { method: "GET", path: "/api/exports/arrears" },
  listMonthDue: { method: "GET", path: "/api/rent-roll/collections/due" },
  listMonthPayments: { method: "GET", path: "/api/rent-roll/collections/payments" },
  exportMonthDue: { method: "GET", path: "/api/exports/month-due" },
  exportMonthPayments: { method: "GET", path: "/api/exports/month-payments" },
  remindTenant: { method: "POST", path: "/api/rent-roll/contracts/{id}/reminders" },
  recordNotice: { method: "POST", path: "/api/rent-roll/contracts/{id}/notices" },
  listFollowUps: { method: "GET", path: "/api/rent-roll/contracts/{id}/follow-ups" },
} as const satisfies PlainRoutes;

/** The routes, typed by their rows (a type only: no schema reaches the browser). */
export const rentRollRoutes: RoutesOf<RentRollEndpoints> = RENT_ROLL_ROUTES;
