import "server-only";

import { describeError } from "@/lib/api/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { insertAudit, type NewAuditEntry } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// Called by every route that changes something (and by deed searches) once the outcome is known.
// It never throws: the change itself has already happened, so a failure to record it must not
// turn the person's success into an error. It is logged, with the request id, instead.

export async function recordAudit(
  entry: Omit<NewAuditEntry, "userId" | "userEmail" | "role"> & { user: SessionUser },
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
    console.error(
      `[request ${entry.requestId}] audit record of ${entry.action} by ${user.id} failed: ${describeError(error)}`,
    );
  }
}
