import type { Role } from "@/lib/auth/permissions";

/**
 * What a signed-in person must do before anything else: change a password someone else chose,
 * or (admins in production) enrol a second factor. Until then only their account page works.
 */
export type Restriction = "password-change" | "second-factor";

/** The signed-in person as every server check sees them: re-loaded from the database each request. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  restriction?: Restriction | null;
  /** This browser's session (for "this device" in the session list). */
  sessionId?: string;
  /** When this session last proved who its person is (sign-in or step-up; lib/auth/step-up.ts). */
  steppedUpAt?: Date | null;
  /** Whether the account has a second factor (a step-up then asks for its code too). */
  secondFactor?: boolean;
};
