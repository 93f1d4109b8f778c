"use server";

import { AuthError, CredentialsSignin } from "next-auth";

import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInSchema, type SignInResult, type SignInValues } from "./schema";
import { signIn } from "@/lib/auth/next-auth";
import { preferencesSchema } from "@/lib/i18n/preferences";
import { savePreferences } from "@/lib/auth/request-preferences";

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
      ...(parsed.data.code ? { code: parsed.data.code } : {}),
      redirectTo: safeCallbackUrl(callbackUrl),
    });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      // The authorize step reports "throttled:<seconds>" while the account or address must wait,
      // and "code_required" / "invalid_code" for the second-factor step.
      const throttled = /^throttled:(\d+)$/.exec(error.code);
      if (throttled) return { error: "throttled", retryAfterSeconds: Number(throttled[1]) };
      if (error.code === "code_required" || error.code === "invalid_code")
        return { error: error.code };
      return { error: "invalid_credentials" };
    }
    if (error instanceof AuthError) return { error: "unavailable" };
    throw error; // the success redirect, or a real failure for the error page
  }
  return { error: "unavailable" };
}

/**
 * The sign-in page's language switch: nobody is signed in, so the choice is kept in this
 * browser's cookie. After signing in, a language stored on the profile takes precedence.
 */
export async function chooseLanguageAction(locale: string): Promise<void> {
  const parsed = preferencesSchema.shape.locale.safeParse(locale);
  if (parsed.success) await savePreferences(null, { locale: parsed.data });
}
