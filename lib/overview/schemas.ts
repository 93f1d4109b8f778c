import * as z from "zod/mini";

import { auditEntrySchema } from "@/lib/users";
import { registerEntrySchema, registerSummarySchema } from "@/lib/contracts";
import { moneySummarySchema } from "@/lib/rent-roll";

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
    units: z.nullable(z.number()),
  }),
  z.object({
    status: z.literal("unavailable"),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);

const forecastMonthSchema = z.object({
  /** YYYY-MM in the month's own calendar. */
  key: z.string(),
  /** The Gregorian days counted (YYYY-MM-DD, both included); the current month starts today. */
  start: z.string(),
  end: z.string(),
  contracts: z.number(),
  /** One year's rent (SAR) of the contracts ending: total rent / duration in years. */
  rentAtStake: z.number(),
});

/** The next 12 months in each calendar: the browser shows the person's own (lib/overview/forecast.ts). */
export const forecastSchema = z.object({
  gregory: z.array(forecastMonthSchema),
  "islamic-umalqura": z.array(forecastMonthSchema),
});

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
  forecast: forecastSchema,
  /** This Riyadh month's rent due and collected, and the arrears by bucket (halalas). */
  money: moneySummarySchema,
});

export type Portfolio = z.output<typeof portfolioSchema>;
export type Overview = z.output<typeof overviewSchema>;
export type ForecastMonthEntry = z.output<typeof forecastMonthSchema>;
