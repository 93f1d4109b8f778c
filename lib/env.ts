import "server-only";

import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

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

/** The secret next-auth signs sessions with. */
export function authSecretValue(): string {
  return env.AUTH_SECRET ?? DEMO_AUTH_SECRET;
}
