import "server-only";

import { describeError } from "@/lib/observability/redact";
import {
  AUDIT_BUDGET,
  writeSecurityEvent,
  type SecurityEventEntry,
} from "@/lib/audit/security-events";
import { insertAudit, type NewAuditEntry } from "@/lib/audit/store";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { env } from "@/lib/env";

// Called by every route that changes something (and by deed searches) once the outcome is known.
// It never throws: the change itself has already happened, so a failure to record it must not
// turn the person's success into an error. It is logged, with the request id, instead.

/** Who did it: the signed-in person (lib/auth's SessionUser), or the demo's manager. */
export type Actor = { id: string; email: string; role: NewAuditEntry["role"] };

export async function recordAudit(
  entry: Omit<NewAuditEntry, "userId" | "userEmail" | "role"> & { user: Actor },
): Promise<void> {
  const { user, ...rest } = entry;
  try {
    await insertAudit(await getDb(), {
      ...rest,
      userId: user.id,
      userEmail: user.email,
      role: user.role,
    });
  } catch (error) {
    const { requestId, action } = entry;
    logger().error(
      { requestId, action, userId: user.id, err: describeError(error) },
      "audit record failed",
    );
  }
}

/** A security event (lib/audit/security-events.ts), within its budget; never throws either. */
export async function recordSecurityEvent(entry: SecurityEventEntry): Promise<void> {
  try {
    const budget = { ...AUDIT_BUDGET, global: env.AUDIT_SECURITY_EVENTS_PER_MINUTE };
    await writeSecurityEvent(await getDb(), entry, new Date(), budget);
  } catch (error) {
    console.error(
      `[request ${entry.requestId}] audit record of ${entry.action} failed: ${describeError(error)}`,
    );
  }
}
