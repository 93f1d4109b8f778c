"use client";

import { createContext, useContext, type ReactNode } from "react";

import { DEFAULT_PREFERENCES } from "@/lib/i18n/choices";
import type { Preferences } from "@/lib/i18n/preferences";

// The request's preferences (lib/auth/request-preferences.ts), handed from the root layout to client
// components that format numbers and dates. A change reloads the page's server data
// (router.refresh), which renders a new value here.

const PreferencesContext = createContext<Preferences>(DEFAULT_PREFERENCES);

export function PreferencesProvider({
  preferences,
  children,
}: {
  preferences: Preferences;
  children: ReactNode;
}) {
  return <PreferencesContext value={preferences}>{children}</PreferencesContext>;
}

export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}
