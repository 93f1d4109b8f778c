import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { CALENDARS, DIGIT_STYLES, PREFERENCE_LOCALES } from "@/lib/i18n/choices";
import { createdAt, updatedAt, instant } from "@/lib/db/columns";

// The people who sign in: users, their sessions, sign-in throttles and second-factor recovery
// codes. Kept in the database so that every instance agrees.

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(), // a UUID
    email: text("email").notNull(), // always lower-case
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "manager", "support"] }).notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Sessions issued before this instant are no longer accepted (see lib/auth/session.ts).
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    // Set when someone else chose the password (generated, reset): it must be changed at the
    // next sign-in before anything else can be done.
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    // TOTP second factor (lib/auth/totp.ts): secrets sealed with a key derived from AUTH_SECRET.
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    // The last time step accepted, so that a code is never accepted twice.
    totpLastStep: integer("totp_last_step"),
    // Display preferences (lib/preferences); null until the person chooses.
    locale: text("locale", { enum: PREFERENCE_LOCALES }),
    digits: text("digits", { enum: DIGIT_STYLES }),
    calendar: text("calendar", { enum: CALENDARS }),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

// One row per signed-in browser. The session cookie (a JWT) names its row; deleting the row ends
// the session at once (sign-out, "end session", password change, an admin). See lib/auth/sessions.ts.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(), // random, 128 bits
    userId: text("user_id").notNull(), // users.id (users are disabled, never deleted)
    createdAt: createdAt(),
    // Touched at most once a minute (not a write per request).
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    address: text("address").notNull().default(""),
    // When the person last proved who they are in this session (sign-in, or the password and
    // second factor again): sensitive changes need it recent (lib/auth/step-up.ts).
    steppedUpAt: instant("stepped_up_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// Sign-in throttling counters (lib/auth/throttle.ts), one row per key: an account and address
// together, an account, an address. Updated under a row lock, so parallel guesses are counted
// one by one.
export const authThrottle = pgTable(
  "auth_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    windowStart: instant("window_start").notNull(),
    lastFailureAt: instant("last_failure_at").notNull(),
  },
  (t) => [index("auth_throttle_last_idx").on(t.lastFailureAt)],
);

// Second-factor recovery codes: only their SHA-256 is kept; each works once.
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: text("user_id").notNull(), // users.id (users are disabled, never deleted)
    codeHash: text("code_hash").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_key").on(t.userId, t.codeHash)],
);

export type UserRow = typeof users.$inferSelect;
