"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";

import { STEPS, type Step } from "./contract-form-values";
import { cn } from "@/components/ui/cn";

/** Where the user is in the new-contract form: done, current and coming steps. */
export function WizardSteps({
  current,
  steps = STEPS,
}: {
  current: Step;
  steps?: readonly Step[];
}) {
  const t = useTranslations("contracts.new");
  const index = steps.indexOf(current);
  // Two steps a row on a phone, one row from `sm` up: wrapping that depended on the text's width
  // moved the form by a line when the web font replaced the fallback (layout shift).
  return (
    <ol
      className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap"
      aria-label={t("steps.label")}
    >
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? "step" : undefined}
          className={cn(
            "flex items-center gap-2",
            i === index ? "font-semibold text-foreground" : "text-muted-fg",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "flex size-6 items-center justify-center rounded-full border text-xs",
              i < index && "border-primary bg-primary text-primary-fg",
              i === index && "border-primary text-primary",
            )}
          >
            {i < index ? <Check className="size-3.5" /> : i + 1}
          </span>
          {t(`steps.${step}`)}
          {i < index ? <span className="sr-only">({t("steps.done")})</span> : null}
        </li>
      ))}
    </ol>
  );
}
