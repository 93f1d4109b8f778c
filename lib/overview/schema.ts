import { z } from "zod";

import { auditEntrySchema } from "@/lib/audit/schemas";
import { registerEntrySchema, registerSummarySchema } from "@/lib/register/schemas";

// GET /api/overview: everything the overview shows, in one answer. The portfolio comes from the
// rental service and may be unavailable while the dashboard's own records are not.

/** Contracts listed under "decisions due" and "ending soon", and entries under "recent activity". */
export const OVERVIEW_LIST_SIZE = 8;
export const ACTIVITY_SCOPES = ["all", "own"] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];

export const portfolioSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("ok"),
    properties: z.number(),
    /** Null when the upstream does not count units (our rental service's `units_total`). */
    units: z.number().nullable(),
  }),
  z.object({
    status: z.literal("unavailable"),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);

export const overviewSchema = z.object({
  portfolio: portfolioSchema,
  contracts: registerSummarySchema,
  /**
   * Draft and active contracts whose decision date is past (overdue, while the contract still
   * runs) or within the longest decision window: most urgent first.
   */
  decisionsDue: z.array(registerEntrySchema),
  /** Register contracts ending within the longest window, soonest first. */
  endingSoon: z.array(registerEntrySchema),
  activity: z.object({ scope: z.enum(ACTIVITY_SCOPES), entries: z.array(auditEntrySchema) }),
});

export type Portfolio = z.output<typeof portfolioSchema>;
export type Overview = z.output<typeof overviewSchema>;
