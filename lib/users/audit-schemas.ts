import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { withDigits } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";
import { knownUnitSchema } from "@/lib/contracts";

// GET /api/audit (admins) and GET /api/me/activity (one's own): filters and the record shape.

const dayOrInstant = withDigits(
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: msg("validation.dateOrDateTime"),
  }),
);
/** Trimmed text of `min` to `max` characters. */
const text = (min: number, max: number) =>
  z.string().check(z.trim(), ...(min ? [z.minLength(min)] : []), z.maxLength(max));

export const auditListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    userId: z.optional(text(1, 100)),
    action: z.optional(text(1, 100)),
    targetType: z.optional(text(1, 50)),
    targetId: z.optional(withDigits(text(1, 100))),
    /** One job's entries (a bulk deed sync's run id), which the log otherwise lists as one row. */
    groupId: z.optional(text(1, 100)),
    /** Free text over email, action, target, request id and details (Arabic-aware). */
    q: z.optional(text(0, 200)),
    /** From this day (00:00 UTC) or instant, inclusive. */
    from: z.optional(dayOrInstant),
    /** Up to the end of this day (UTC) or this instant, inclusive. */
    to: z.optional(dayOrInstant),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export const ownActivityQuerySchema = z.omit(auditListQuerySchema, { userId: true });

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/**
 * An entry as the API answers it. `action` stays a string: the log keeps actions a later version
 * may no longer write (writers are typed by lib/audit/actions.ts).
 */
export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  role: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  status: z.number(),
  requestId: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** What the dashboard knows of the record numbers above, named on the server (audit-names.ts). */
  names: z.optional(
    z.object({
      /** The acting user's name. */
      user: z.optional(z.string()),
      /** The target's name: a user's, a party's or a property's. */
      target: z.optional(z.string()),
      /** The target unit, or the target contract's unit, as the register knows it. */
      unit: z.optional(knownUnitSchema),
      /** The target contract's unit record number. */
      unitId: z.optional(z.string()),
    }),
  ),
  /** The job it belongs to (a bulk deed sync's run id), if one request made many entries. */
  groupId: z.nullable(z.string()),
  /** A job's entries listed as this one row (the latest of them): how many, since when, how. */
  group: z.nullable(
    z.object({
      id: z.string(),
      count: z.number(),
      firstAt: z.string(),
      statuses: z.array(z.object({ status: z.number(), count: z.number() })),
    }),
  ),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditNames = NonNullable<AuditEntry["names"]>;
export type AuditGroup = NonNullable<AuditEntry["group"]>;
