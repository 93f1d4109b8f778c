import "server-only";

import { setTimeout as sleep } from "node:timers/promises";

import { describeError } from "@/lib/observability/redact";
import { getDb } from "@/lib/db";
import type { Logger } from "@/lib/shared/logger";
import { UpstreamError } from "@/lib/upstream/errors";

import { DEMO_REGISTER_USER, seedDemoRegister, type DemoRegisterResult } from "./seed";

// Started by instrumentation-node.ts with DEMO_MODE (and DEMO_REGISTER) on, without waiting:
// the server answers at once while the demo register is made in the background. The rental
// service may start after the dashboard (`npm run demo`, `npm run dev` start both together),
// so an unreachable upstream or a database still opening is tried again for a while.

const GIVE_UP_AFTER_MS = 10 * 60_000;
const LONGEST_PAUSE_MS = 15_000;

/** Resolves true once the register has been made now (false: made before, or not made). */
export function startDemoRegister(log: Logger): Promise<boolean> {
  return run(log);
}

async function run(log: Logger): Promise<boolean> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const late = Date.now() - started > GIVE_UP_AFTER_MS;
    // A failed open is logged by instrumentation-node.ts; the next getDb() tries again.
    const db = await getDb().catch(() => null);
    if (db) {
      try {
        const result = await seedDemoRegister(db);
        report(log, result);
        return result.status === "made";
      } catch (error) {
        if (!upstreamNotReady(error) || late) {
          log.error({ err: describeError(error) }, "demo register: not made");
          return false;
        }
      }
    } else if (late) {
      log.error("demo register: not made, the database did not open");
      return false;
    }
    // Unreferenced: a pause never keeps a stopping server alive.
    await sleep(Math.min(LONGEST_PAUSE_MS, 1000 * 2 ** attempt), undefined, { ref: false });
  }
}

/** Upstream not up yet, or busy: worth another try (a refusal or a bad answer is not). */
function upstreamNotReady(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === "unreachable" || error.kind === "timeout") return true;
  return error.kind === "status" && (error.status ?? 0) >= 500;
}

function report(log: Logger, result: DemoRegisterResult): void {
  if (result.status === "made") {
    const { status: _, ...counts } = result;
    const message = `demo register: ${result.created} contracts made, ${result.payments} payments recorded`;
    log.info({ ...counts, user: DEMO_REGISTER_USER }, message);
  } else if (result.reason === "done") {
    log.info("demo register: made before, nothing to do");
  } else {
    log.info({ reason: result.reason }, "demo register: not made");
  }
}
