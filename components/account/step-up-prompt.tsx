"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

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
  // Leaving the signed-in pages while asking: the waiting change is refused, never left pending.
  const unanswered = useRef<Asking | null>(null);
  useEffect(() => {
    askStepUpWith(
      ({ secondFactor }) =>
        new Promise<boolean>((resolve) => {
          unanswered.current = { secondFactor, resolve };
          setAsking(unanswered.current);
        }),
    );
    return () => {
      askStepUpWith(null);
      unanswered.current?.resolve(false);
    };
  }, []);
  if (!asking) return null;
  return (
    <StepUpDialog
      open
      secondFactor={asking.secondFactor}
      onDone={(steppedUp) => {
        unanswered.current = null;
        setAsking(null);
        asking.resolve(steppedUp);
      }}
    />
  );
}
