import "server-only";

import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

import { LOG_LEVELS } from "@/lib/shared/log-levels";
import { DEFAULT_NOTICE_DAYS, MAX_NOTICE_DAYS } from "@/lib/rental/decision-date";

// The dashboard's configuration, validated once. This is the only module that reads process.env;
// instrumentation.ts imports it at start so that a missing or malformed value stops start-up
// with a message naming the variable (never its value).

const raw = process.env;
const nodeEnv =
  raw.NODE_ENV === "production" || raw.NODE_ENV === "test" ? raw.NODE_ENV : "development";
const isProduction = nodeEnv === "production";
// `next build` imports route modules to collect page data; no request is served then, so the
// secret is not needed. `next start` validates it in instrumentation.ts.
const isBuild = raw.NEXT_PHASE === "phase-production-build";

const TRUE = ["1", "true", "on", "yes"];
const FALSE = ["0", "false", "off", "no"];
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const v = value.trim().toLowerCase();
      if (TRUE.includes(v)) return true;
      if (FALSE.includes(v)) return false;
      ctx.addIssue({ code: "custom", message: "Expected 1/0, true/false, on/off or yes/no" });
      return z.NEVER;
    });

// Demo mode is on for local use and off in production unless asked for explicitly.
const demoDefault = !isProduction;
const demoRaw = raw.DEMO_MODE?.trim().toLowerCase();
const demoMode = demoRaw === undefined || demoRaw === "" ? demoDefault : TRUE.includes(demoRaw);

/**
 * A fixed secret for local demo use only (DEMO_MODE on and NODE_ENV not production), so that
 * `npm run dev` works without setup. Production always requires AUTH_SECRET (32+ characters).
 */
export const DEMO_AUTH_SECRET = "rental-desk-demo-only-secret-never-use-in-production";

const secret = z.string().min(32, { error: "Must be at least 32 characters" });
const authSecret =
  isBuild || (demoMode && !isProduction)
    ? secret.optional()
    : secret.optional().refine((v) => v !== undefined, {
        error: isProduction
          ? "Required in production (at least 32 random characters, e.g. `openssl rand -base64 33`)"
          : "Required unless DEMO_MODE is on",
      });

const httpUrl = z
  .url({ protocol: /^https?$/, error: "Must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

const rps = z.coerce.number().min(0.1).max(100);

export const env = createEnv({
  server: {
    RENTAL_API_BASE_URL: httpUrl.default("http://127.0.0.1:4010"),
    RENTAL_CLIENT_ID: z.string().min(1).default("demo-client"),
    RENTAL_CLIENT_SECRET: z.string().min(1).default("demo-secret"),
    RENTAL_SCOPE: z.string().min(1).default("*"),
    RENTAL_API_TIMEOUT_MS: z.coerce
      .number({ error: "Must be a number of milliseconds" })
      .int()
      .min(100)
      .max(300_000)
      .default(10_000),
    AUTH_SECRET: authSecret,
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "Must be a postgres:// URL" })
      .optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: "Lower-case letters, digits and _" })
      .default("dashboard"),
    DASHBOARD_DATA_DIR: z.string().min(1).default(".data/dashboard"),
    DEMO_MODE: flag(demoDefault),
    // With DEMO_MODE, the first start fills the contract register with demo contracts made in
    // the bundled rental service (lib/contracts/demo); 0 leaves it empty (the test suites).
    DEMO_REGISTER: flag(true),
    // Operations (README, "Deployment").
    // Tests read logs through test/capture-logs.ts; their own output stays quiet.
    LOG_LEVEL: z
      .enum(LOG_LEVELS)
      .default(isProduction ? "info" : nodeEnv === "test" ? "silent" : "debug"),
    /** Names this instance on every log line (several instances behind one balancer). */
    INSTANCE_NAME: z.string().max(64).optional(),
    /** Prometheus metrics on their own listener; unset = no metrics listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** How long a SIGTERM waits for requests in flight before closing anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    /** Set by our start commands: Next.js leaves SIGTERM to lib/observability/shutdown.ts. */
    NEXT_MANUAL_SIG_HANDLE: flag(false),
    // Security (SECURITY.md). Proxies in front that append to X-Forwarded-For; 0 = none, use
    // the TCP peer and ignore forwarded headers.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // API requests a minute per signed-in user and per client address; 0 turns a limit off.
    RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
    RATE_LIMIT_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
    // Sensitive changes (second factor, recovery codes, password, admins' changes to users) need
    // the password entered within this many seconds (a sign-in counts; lib/auth/step-up.ts).
    STEP_UP_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    // Audit rows for security events a minute in all (failed sign-ins, refusals): a flood
    // cannot fill the disk (lib/audit/security-events.ts).
    AUDIT_SECURITY_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    // The notice period (days) a contract's decision date counts back from its end date when
    // the contract sets none (lib/rental/decision-date.ts).
    CONTRACT_DEFAULT_NOTICE_DAYS: z.coerce
      .number({ error: "Must be a whole number of days" })
      .int({ error: "Must be a whole number of days" })
      .min(0)
      .max(MAX_NOTICE_DAYS)
      .default(DEFAULT_NOTICE_DAYS),
    // VAT on commercial rent (lib/rent-roll/settings.ts): the rate in basis points (1500 is
    // 15 %) and the first due date it applies to. Residential leasing is exempt. The register's
    // migration (0010) built existing schedules at the defaults.
    VAT_RATE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(1500),
    VAT_EFFECTIVE_FROM: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date, YYYY-MM-DD" })
      .default("2020-07-01"),
    // The upstream budget (lib/upstream/budget.ts): requests a second that every background
    // reader together (exports, bulk deed sync, the demo register, the needs-attention scan)
    // sends upstream under the organisation's credential, across every instance. The interface
    // publishes no rate limit (SERVICE-INTERFACE.md §8: "obtained from support"), so it is set
    // here; unset, the old name BULK_SYNC_UPSTREAM_RPS (bulk sync's own pace, which was already
    // shared by every run on every instance), else 5: what one export used to send on its own.
    UPSTREAM_BACKGROUND_RPS: rps.optional(),
    BULK_SYNC_UPSTREAM_RPS: rps.optional(),
    // Requests a second one export (lib/exports) may send at most, one page of 100 at a time,
    // within the budget: 5 a second reads 100,000 properties in under three and a half minutes.
    EXPORT_UPSTREAM_RPS: rps.default(5),
    // The morning digest (lib/digest, docs/digest.md). Without SMTP_URL email is off (the
    // settings page says so). smtp://user:pass@host:587 (STARTTLS when offered) or smtps://.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "Must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("Rental Desk <rental-desk@localhost>"),
    // The dashboard's address as people reach it: the digest's links. Unset, AUTH_URL, else
    // http://localhost:3000 (a demo on this machine).
    PUBLIC_URL: httpUrl.optional(),
    AUTH_URL: httpUrl.optional(),
    // Where the demo's SMTP server keeps what it receives (.eml), read by the admins' "Sent
    // mail" page (scripts/demo/mail-server.ts).
    DEMO_MAIL_DIR: z.string().min(1).default(".data/mail"),
    // Allows an http:// upstream that is not on this machine in production (not recommended).
    RENTAL_API_ALLOW_INSECURE: flag(false),
  },
  shared: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  },
  experimental__runtimeEnv: { NODE_ENV: nodeEnv },
  emptyStringAsUndefined: true,
  onValidationError(issues) {
    const lines = issues.map((issue) => {
      const name = issue.path?.map((p) => (typeof p === "object" ? p.key : p)).join(".") ?? "?";
      return `  ${String(name)}: ${issue.message}`;
    });
    const message = `Invalid environment configuration:\n${lines.join("\n")}`;
    console.error(message);
    throw new Error(message);
  },
});

/** The upstream budget's rate: UPSTREAM_BACKGROUND_RPS, else BULK_SYNC_UPSTREAM_RPS, else 5. */
export const upstreamBackgroundRps: number =
  env.UPSTREAM_BACKGROUND_RPS ?? env.BULK_SYNC_UPSTREAM_RPS ?? 5;

function productionProblems(e: typeof env): string[] {
  const problems: string[] = [];
  if (e.RENTAL_CLIENT_SECRET === DEMO_CLIENT_SECRET)
    problems.push(
      "RENTAL_CLIENT_SECRET: is the demo client's secret; set the one the operator issued (or DEMO_MODE=1 for a demo)",
    );
  if (!e.RENTAL_API_ALLOW_INSECURE && !isSecureUpstream(e.RENTAL_API_BASE_URL))
    problems.push(
      "RENTAL_API_BASE_URL: must be https:// unless it is on this machine (RENTAL_API_ALLOW_INSECURE=1 overrides)",
    );
  if (e.AUTH_SECRET && isWeakSecret(e.AUTH_SECRET))
    problems.push(
      "AUTH_SECRET: too predictable; use at least 32 random bytes, e.g. `openssl rand -base64 33`",
    );
  return problems;
}

/** The demo client of the bundled rental service (rental-service/README.md). */
const DEMO_CLIENT_SECRET = "demo-secret";

export function isSecureUpstream(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === "https:") return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Known values, too few distinct characters, or under 128 bits by a per-character estimate. */
export function isWeakSecret(secret: string): boolean {
  if (secret === DEMO_AUTH_SECRET) return true;
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  if (counts.size < 10) return true;
  let bitsPerChar = 0;
  for (const n of counts.values())
    bitsPerChar -= (n / secret.length) * Math.log2(n / secret.length);
  return bitsPerChar * secret.length < 128;
}

/** The dashboard's public address, without a trailing slash (links in emails). */
export const publicUrl: string = env.PUBLIC_URL ?? env.AUTH_URL ?? "http://localhost:3000";

/** The secret next-auth signs sessions with. */
export function authSecretValue(): string {
  return env.AUTH_SECRET ?? DEMO_AUTH_SECRET;
}

// Production without DEMO_MODE refuses settings that are only safe for a demo. Checked after the
// schema (they compare variables), reported the same way: the variable's name, never its value.
if (isProduction && !isBuild && !env.DEMO_MODE) {
  const problems = productionProblems(env);
  if (problems.length) {
    const message = `Invalid environment configuration for production:\n${problems.map((p) => `  ${p}`).join("\n")}`;
    console.error(message);
    throw new Error(message);
  }
}
