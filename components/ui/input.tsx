import type { ComponentProps } from "react";

import { cn } from "./cn";

export const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-fg disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type ?? "text"} className={cn(controlClass, "h-9", className)} {...props} />;
}

/** A one-time code: a TOTP code or a recovery code (letters too), typed left to right. */
export function CodeInput(props: ComponentProps<"input">) {
  return (
    <Input autoComplete="one-time-code" inputMode="text" dir="ltr" spellCheck={false} {...props} />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-20 py-2", className)} {...props} />;
}
