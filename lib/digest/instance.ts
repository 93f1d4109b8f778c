import "server-only";

import { getDb } from "@/lib/db";
import { jobStore } from "@/lib/db/job-store";
import { startOnce, stopStarted } from "@/lib/db/periodic-job";
import { authSecretValue, env, publicUrl } from "@/lib/env";
import { logger } from "@/lib/observability/logger";

import { createDigestJob, type DigestJob } from "./job";
import type { DigestRuntime } from "./run";
import { smtpTransport } from "./transport";

// This process's digest: the SMTP transport and the job, on globalThis (route bundles and the
// instrumentation bundle share them). Without SMTP_URL there is neither: email is off.

type State = { runtime?: DigestRuntime; job?: Promise<DigestJob | null> };
const KEY = Symbol.for("rental-desk.digest");
const scope = globalThis as typeof globalThis & { [KEY]?: State };
const state = (): State => (scope[KEY] ??= {});

/** Whether email is set up (SMTP_URL). */
export const emailEnabled = (): boolean => !!env.SMTP_URL;

/** The runtime the job and `send now` use; null when email is off. */
export async function digestRuntime(): Promise<DigestRuntime | null> {
  if (!env.SMTP_URL) return null;
  const s = state();
  s.runtime ??= {
    db: await getDb(),
    transport: smtpTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    base: publicUrl,
    secret: authSecretValue(),
  };
  return s.runtime;
}

/** Starts the digest's clock (nothing without SMTP_URL); a failure is forgotten so a later call retries. */
export function startDigestJob(): Promise<DigestJob | null> {
  return startOnce(state(), async () => {
    const runtime = await digestRuntime();
    if (!runtime) return null;
    const job = createDigestJob({ runtime, log: logger(), store: jobStore() });
    await job.start();
    return job;
  });
}

export function stopDigest(timeoutMs: number): Promise<void> {
  return stopStarted(state(), timeoutMs);
}
