import * as z from "zod/mini";

import { gregorianDate } from "@/lib/rental/fields";
import { todayInRiyadh } from "@/lib/rental/gregorian";
import { msg } from "@/lib/rental/messages";

import { NOTE_MAX, NOTICE_METHODS, NOTICE_RECIPIENTS } from "./follow-up-shape";

// A contract's follow-ups (its timeline on the contract's page) and the notice a manager records
// there, shared by the Notice given dialog and the route handlers (follow-ups.ts stores them).

// POST /api/rent-roll/contracts/{id}/notices
export const noticeSchema = z.strictObject({
  recipient: z.enum(NOTICE_RECIPIENTS, {
    error: msg("validation.oneOf", { values: NOTICE_RECIPIENTS.join(", ") }),
  }),
  method: z.enum(NOTICE_METHODS, {
    error: msg("validation.oneOf", { values: NOTICE_METHODS.join(", ") }),
  }),
  /** The day it was given (Riyadh): today or before. */
  given_on: gregorianDate.check(
    z.refine((d: string) => d <= todayInRiyadh(), { error: msg("validation.notInFuture") }),
  ),
  note: z.optional(
    z
      .string({ error: msg("validation.required") })
      .check(
        z.trim(),
        z.maxLength(NOTE_MAX, { error: msg("validation.atMostChars", { max: NOTE_MAX }) }),
      ),
  ),
});
export type NoticeInput = z.output<typeof noticeSchema>;

/** One entry of a contract's timeline: a reminder or a notice, with who made it by name. */
export const followUpEntrySchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  /** `whatsapp_reminder` or `notice_given`. */
  kind: z.string(),
  /** A reminder's amount (halalas); null for a notice. */
  amount: z.nullable(z.number()),
  method: z.nullable(z.string()),
  recipient: z.nullable(z.string()),
  given_on: z.nullable(z.string()),
  note: z.nullable(z.string()),
  by: z.string(),
  /** The user's name; null when no user has that id any more. */
  by_name: z.nullable(z.string()),
  at: z.string(),
});
export type FollowUpEntry = z.output<typeof followUpEntrySchema>;
