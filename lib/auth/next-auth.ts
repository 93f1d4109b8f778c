import "server-only";

import { describeError } from "@/lib/api/redact";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";

import { recordAudit } from "@/lib/audit/record";
import { authenticate } from "@/lib/auth/authenticate";
import { clientAddress } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db";
import { authSecretValue, env } from "@/lib/env";
import { findUserById } from "@/lib/users/service";

// next-auth: email + password against the dashboard's users table, JWT sessions in an HttpOnly,
// SameSite=Lax cookie (Secure in production) that lasts at most 8 hours from sign-in. The token
// carries only the user id and a password version; everything else is re-read per request.

declare module "next-auth" {
  interface User {
    passwordChangedAt?: number;
  }
  interface Session {
    /** When the password was last set, as of sign-in; a later change ends this session. */
    passwordVersion?: number;
  }
}
declare module "@auth/core/jwt" {
  interface JWT {
    passwordVersion?: number;
    signedInAt?: number;
  }
}

async function auditSession(userId: string, action: string) {
  const row = await findUserById(await getDb(), userId);
  if (!row) return;
  const user = { id: row.id, email: row.email, name: row.name, role: row.role };
  const requestId = crypto.randomUUID();
  await recordAudit({ user, action, targetType: "user", targetId: row.id, status: 200, requestId });
}

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** The sign-in page reads `code`: `invalid_credentials`, or `throttled:<retryAfterSeconds>`. */
export class InvalidCredentialsError extends CredentialsSignin {
  override code = "invalid_credentials";
}
export class ThrottledError extends CredentialsSignin {
  constructor(retryAfterSeconds: number) {
    super();
    this.code = `throttled:${retryAfterSeconds}`;
  }
}

const credentialsSchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1000),
});

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecretValue(),
  // The dashboard runs on its own host or behind a reverse proxy that sets X-Forwarded-Host.
  trustHost: true,
  useSecureCookies: env.NODE_ENV === "production",
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  logger: {
    // A refused sign-in is routine (and counted by the throttle); anything else is worth a line.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error(`[auth] ${describeError(error)}`);
    },
    warn(code) {
      console.warn(`[auth] warning: ${code}`);
    },
  },
  providers: [
    Credentials({
      id: "credentials",
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, request) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) throw new InvalidCredentialsError();
        const address = clientAddress(request.headers);
        const result = await authenticate(await getDb(), { ...parsed.data, address });
        if (result.ok) return result.user;
        if (result.reason === "throttled") throw new ThrottledError(result.retryAfterSeconds);
        throw new InvalidCredentialsError();
      },
    }),
  ],
  events: {
    // Sign-ins and sign-outs go to the audit log beside the changes people make.
    async signIn({ user }) {
      if (user.id) await auditSession(user.id, "auth.sign-in");
    },
    async signOut(message) {
      const id = "token" in message ? message.token?.sub : undefined;
      if (id) await auditSession(id, "auth.sign-out");
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.passwordVersion = user.passwordChangedAt;
        token.signedInAt = Date.now();
      }
      // An absolute limit: a session that keeps being used still ends 8 hours after sign-in.
      const started = token.signedInAt ?? 0;
      if (Date.now() - started > SESSION_MAX_AGE_SECONDS * 1000) return null;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.passwordVersion = token.passwordVersion;
      return session;
    },
  },
});
