"use server";

import { AuthError, CredentialsSignin } from "next-auth";

import { safeCallbackUrl } from "./callback-url";
import { signInSchema, type SignInResult, type SignInValues } from "./schema";
import { signIn } from "@/lib/auth/next-auth";

/**
 * Signs in with email and password. On success next-auth redirects (a thrown redirect, which
 * must pass through); on failure the form gets a reason code to show.
 */
export async function signInAction(
  values: SignInValues,
  callbackUrl: string,
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) return { error: "invalid_input" };
  try {
    await signIn("credentials", {
      email: parsed.data.email,
      password: parsed.data.password,
      redirectTo: safeCallbackUrl(callbackUrl),
    });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      // The authorize step reports "throttled:<seconds>" while the account or address is locked.
      const throttled = /^throttled:(\d+)$/.exec(error.code);
      if (throttled) return { error: "throttled", retryAfterSeconds: Number(throttled[1]) };
      return { error: "invalid_credentials" };
    }
    if (error instanceof AuthError) return { error: "unavailable" };
    throw error; // the success redirect, or a real failure for the error page
  }
  return { error: "unavailable" };
}
