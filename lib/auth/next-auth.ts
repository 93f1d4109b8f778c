import "server-only";

import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";

import { describeError } from "@/lib/observability/redact";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit, recordSecurityEvent } from "@/lib/audit/record";
import { authenticate } from "@/lib/auth/authenticate";
import { sameOriginPath } from "@/lib/auth/callback-url";
import { sessionCookieName } from "@/lib/auth/cookies";
import { sealingKey } from "@/lib/auth/seal";
import { createSession, endSession, SESSION_LIMITS } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import { authSecretValue, env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { clientAddress } from "@/lib/net/client-address";
import { findUserById } from "@/lib/auth/users";

// next-auth: email + password (+ a second-factor code when the account has one) against the
// dashboard's users table. The cookie is a JWT naming a server-side session row
// (lib/auth/sessions.ts): deleting the row ends the session at once. HttpOnly, SameSite=Lax,
// `__Host-` and Secure in production, at most 8 hours from sign-in.

declare module "next-auth" {
  interface User {
    sessionId?: string;
  }
  interface Session {
    sessionId?: string;
  }
}
declare module "@auth/core/jwt" {
  interface JWT {
    sid?: string;
  }
}

const production = env.NODE_ENV === "production";
export const SESSION_MAX_AGE_SECONDS = SESSION_LIMITS.maxAgeMs / 1000;

/** The sign-in page reads `code`: see SignInResult in app/sign-in/schema.ts. */
class SignInRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

const credentialsSchema = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1000),
  code: z.string().max(64).optional(),
});

async function auditSession(userId: string, action: AuditAction) {
  const row = await findUserById(await getDb(), userId);
  if (!row) return;
  const user = { id: row.id, email: row.email, name: row.name, role: row.role };
  const requestId = crypto.randomUUID();
  await recordAudit({ user, action, targetType: "user", targetId: row.id, status: 200, requestId });
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecretValue(),
  // The dashboard runs on its own host or behind a reverse proxy that sets X-Forwarded-Host.
  trustHost: true,
  useSecureCookies: production,
  cookies: {
    sessionToken: {
      name: sessionCookieName(production),
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: production },
    },
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  logger: {
    // A refused sign-in is routine (counted by the throttle, audited); anything else is worth a line.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      logger().error({ err: describeError(error) }, "auth error");
    },
    warn(code) {
      logger().warn({ code }, "auth warning");
    },
  },
  providers: [
    Credentials({
      id: "credentials",
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Code", type: "text" },
      },
      async authorize(credentials, request) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) throw new SignInRefused("invalid_credentials");
        const address = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS);
        const db = await getDb();
        const result = await authenticate(
          db,
          { ...parsed.data, address },
          { demoMode: env.DEMO_MODE, totpKey: sealingKey(authSecretValue(), "totp") },
        );
        if (result.ok) {
          const sessionId = await createSession(db, {
            userId: result.user.id,
            userAgent: request.headers.get("user-agent") ?? "",
            address,
          });
          const { id, email, name } = result.user;
          return { id, email, name, sessionId };
        }
        if (result.reason === "code_required") throw new SignInRefused("code_required");
        // Refused sign-ins at warn: the reason only, never the email or the password.
        logger().warn({ reason: result.reason }, "sign-in refused");
        const throttled = result.reason === "throttled";
        await recordSecurityEvent({
          action: throttled ? "auth.throttled" : "auth.sign-in-failed",
          userId: "",
          userEmail: parsed.data.email.trim().toLowerCase().slice(0, 254),
          role: "",
          address,
          status: throttled ? 429 : 401,
          requestId: crypto.randomUUID(),
          targetType: "user",
          details: { reason: result.reason },
        });
        if (throttled) throw new SignInRefused(`throttled:${result.retryAfterSeconds}`);
        if (result.reason === "invalid_code") throw new SignInRefused("invalid_code");
        throw new SignInRefused("invalid_credentials");
      },
    }),
  ],
  events: {
    // Sign-ins and sign-outs go to the audit log beside the changes people make.
    async signIn({ user }) {
      if (user.id) await auditSession(user.id, "auth.sign-in");
    },
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      // Sign-out ends this session on the server: a copy of the cookie is worthless from now on.
      if (token?.sub && token.sid) await endSession(await getDb(), token.sub, token.sid);
      if (token?.sub) await auditSession(token.sub, "auth.sign-out");
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.sessionId = token.sid;
      return session;
    },
    // Whatever redirect next-auth is asked for ends on this dashboard (one check for all).
    redirect({ url, baseUrl }) {
      const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
      return `${baseUrl}${sameOriginPath(path)}`;
    },
  },
});
