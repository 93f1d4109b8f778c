"use client";

import { AlertTriangle } from "lucide-react";
import { useId, type ReactNode } from "react";

import { cn } from "./cn";
import { Label } from "./label";
import { Slot } from "./slot";
import { useRuleMessage } from "./use-rule-message";

type FormFieldProps = {
  label: ReactNode;
  /** The control (Input, Select, Textarea…): receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  /**
   * Message shown under the control and announced with it; marks the control invalid. A rule's
   * catalogue key (from the shared schemas) is translated here.
   */
  error?: string;
  /** A non-blocking note (for example a failed ID checksum) that does not stop submission. */
  warning?: string;
  description?: ReactNode;
  id?: string;
  required?: boolean;
  className?: string;
};

/** Label + control + description + error + warning, wired for assistive technology. */
export function FormField({
  label,
  children,
  error: rawError,
  warning: rawWarning,
  description,
  id,
  required,
  className,
}: FormFieldProps) {
  const generated = useId();
  const ruleMessage = useRuleMessage();
  const error = ruleMessage(rawError);
  const warning = ruleMessage(rawWarning);
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const warningId = warning ? `${controlId}-warning` : undefined;
  const describedBy = [descriptionId, errorId, warningId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      {/* The required mark sits outside the label so the accessible name is the label alone. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {required ? (
          <span aria-hidden className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      <Slot
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-fg">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className="flex items-center gap-1 text-xs text-warning">
          <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
          {warning}
        </p>
      ) : null}
    </div>
  );
}
