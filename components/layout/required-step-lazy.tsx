"use client";

import dynamic from "next/dynamic";

/**
 * The step a restricted session must take first (change the password, enrol a second factor),
 * loaded only when a session is restricted: its forms, react-hook-form and zod stay out of the
 * first load of every other page, which the layout that renders it would otherwise carry.
 */
export const RequiredStepLazy = dynamic(() =>
  import("@/components/account/required-step").then((m) => m.RequiredStep),
);
