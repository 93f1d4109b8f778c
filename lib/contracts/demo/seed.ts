import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";

import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import { users } from "@/lib/auth/tables";
import { todayInRiyadh } from "@/lib/rental/dates";
import { DEMO_USERS } from "@/lib/auth/demo-users";
import { readInBackground } from "@/lib/upstream/background";
import { backgroundBudget } from "@/lib/upstream/budget";

import { claimDemoRegister, demoRegisterClaimed } from "./claim";
import { makeContracts, type Tally } from "./make";
import { readMaterials } from "./materials";
import { recordPaymentHistory, type HistoryTally } from "./payments";
import { demoRegisterPlan } from "./plan";

// The demo register, made once (claim.ts) by the demo manager: the contracts, the audit rows
// and the register rows are theirs, as if they had made them in the wizard, and so are the
// contracts' payments (payments.ts), recorded as on the contract's page. Only against the
// bundled rental service: a real upstream's contracts are real. Upstream trouble before the
// claim is thrown, so that the caller (start.ts) tries again once upstream is up. Every upstream
// request of it is background reading: it waits for a slot of the upstream budget
// (lib/upstream/budget.ts) like an export's or a bulk sync's.

export const DEMO_REGISTER_USER = "manager@demo.test";

// Nothing stops the making once claimed: a register half made would stay so.
const NEVER = new AbortController().signal;

export type DemoRegisterResult =
  | ({ status: "made"; planned: number } & Tally & HistoryTally)
  | {
      status: "skipped";
      reason:
        "done" | "register-in-use" | "not-our-service" | "no-demo-manager" | "nothing-to-lease";
    };

export function seedDemoRegister(
  db: DashboardDb,
  now: Date = new Date(),
): Promise<DemoRegisterResult> {
  return readInBackground(backgroundBudget(), NEVER, () => seed(db, now));
}

async function seed(db: DashboardDb, now: Date): Promise<DemoRegisterResult> {
  const skipped = (reason: Extract<DemoRegisterResult, { status: "skipped" }>["reason"]) =>
    ({ status: "skipped", reason }) as const;
  if (await demoRegisterClaimed(db)) return skipped("done");
  const user = await demoManager(db);
  if (!user) return skipped("no-demo-manager");
  const materials = await readMaterials(user);
  if (!materials.ours) return skipped("not-our-service");
  if (materials.units.length === 0 || materials.parties.length < 2)
    return skipped("nothing-to-lease");
  const plan = demoRegisterPlan(todayInRiyadh(now));
  const claim = await claimDemoRegister(db, {
    user,
    requestId: randomUUID(),
    planned: plan.length,
  });
  if (claim !== "claimed") return skipped(claim);
  const { tally, made } = await makeContracts(plan, materials, user);
  // Their payment history, dated before today (history.ts), by the same manager.
  const history = await recordPaymentHistory(db, made, user, now);
  return { status: "made", planned: plan.length, ...tally, ...history };
}

/** The demo manager as a signed-in session would see them; null if missing or disabled. */
async function demoManager(db: DashboardDb): Promise<SessionUser | null> {
  const email = DEMO_USERS.find((u) => u.email === DEMO_REGISTER_USER)!.email;
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.email, email), eq(users.disabled, false)));
  return row ?? null;
}
