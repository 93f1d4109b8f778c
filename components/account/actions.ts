"use server";

import { signOut } from "@/lib/auth/next-auth";

/** Ends the session and returns to the sign-in page. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/sign-in" });
}
