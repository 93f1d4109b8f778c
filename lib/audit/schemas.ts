import { z } from "zod";

import { pageQueryShape } from "@/lib/api/page-query";

// GET /api/audit (admins) and GET /api/me/activity (one's own): filters and the record shape.

const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Use YYYY-MM-DD or an ISO date-time",
});

export const auditListQuerySchema = z.strictObject(
  {
    ...pageQueryShape,
    userId: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    targetType: z.string().trim().min(1).max(50).optional(),
    targetId: z.string().trim().min(1).max(100).optional(),
    /** From this day (00:00 UTC) or instant, inclusive. */
    from: dayOrInstant.optional(),
    /** Up to the end of this day (UTC) or this instant, inclusive. */
    to: dayOrInstant.optional(),
  },
  { error: "Unknown query parameter" },
);

export const ownActivityQuerySchema = auditListQuerySchema.omit({ userId: true });

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export type AuditEntry = {
  id: number;
  createdAt: string;
  userId: string;
  userEmail: string;
  role: string;
  action: string;
  targetType: string;
  targetId: string | null;
  status: number;
  requestId: string;
  details: Record<string, unknown>;
};
