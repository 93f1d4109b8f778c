"use client";

import { useEffect } from "react";

/**
 * The layout found no session but does not know the address that was asked for (layouts are
 * not given it); the browser does, so it sends the user to sign-in and back. Pages normally
 * redirect first on the server through guardPage.
 */
export function SignInRedirect() {
  useEffect(() => {
    const back = window.location.pathname + window.location.search;
    window.location.replace(`/sign-in?callbackUrl=${encodeURIComponent(back)}`);
  }, []);
  return null;
}
