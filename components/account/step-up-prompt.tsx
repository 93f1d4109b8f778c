"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

import { askStepUpWith } from "@/lib/query/api-client";

// The dialog's form, react-hook-form and zod load when it is first needed, not with every page.
const StepUpDialog = dynamic(() => import("./step-up-dialog").then((m) => m.StepUpDialog));

type Asking = { secondFactor: boolean; resolve: (steppedUp: boolean) => void };

/**
 * Mounted once in the signed-in layout: when a sensitive change answers 403 STEP_UP_REQUIRED,
 * apiRequest waits on this dialog and then sends the change again.
 */
export function StepUpPrompt() {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffect(() => {
    askStepUpWith(
      ({ secondFactor }) => new Promise<boolean>((resolve) => setAsking({ secondFactor, resolve })),
    );
    return () => askStepUpWith(null);
  }, []);
  if (!asking) return null;
  return (
    <StepUpDialog
      open
      secondFactor={asking.secondFactor}
      onDone={(steppedUp) => {
        setAsking(null);
        asking.resolve(steppedUp);
      }}
    />
  );
}
