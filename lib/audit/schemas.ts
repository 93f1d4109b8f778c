import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";
import { normaliseDigitsIn } from "@/lib/rental/digits";
import { msg } from "@/lib/rental/messages";

// GET /api/audit (admins) and GET /api/me/activity (one's own): filters and the record shape.

const dayOrInstant = z.preprocess(
  normaliseDigitsIn,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: msg("validation.dateOrDateTime"),
  }),
);

export const auditListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    userId: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    targetType: z.string().trim().min(1).max(50).optional(),
    targetId: z.preprocess(normaliseDigitsIn, z.string().trim().min(1).max(100)).optional(),
    /** Free text over email, action, target, request id and details (Arabic-aware). */
    q: z.string().trim().max(200).optional(),
    /** From this day (00:00 UTC) or instant, inclusive. */
    from: dayOrInstant.optional(),
    /** Up to the end of this day (UTC) or this instant, inclusive. */
    to: dayOrInstant.optional(),
  },
  { error: msg("validation.unknownQueryParameter") },
);

export const ownActivityQuerySchema = auditListQuerySchema.omit({ userId: true });

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
  targetId: z.string().nullable(),
  status: z.number(),
  requestId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
