"use client";

import { AlertCircle } from "lucide-react";
import { useTranslations } from "next-intl";

import { useRuleMessage } from "./use-rule-message";

/**
 * The form-level error set by applyServerErrors (`formState.errors.root?.server`). For an ended
 * session it offers sign-in in a new tab so that what was typed stays here.
 */
export function FormRootError({
  error,
}: {
  error: { type?: string | number; message?: string } | undefined;
}) {
  const t = useTranslations("common.errors");
  const ruleMessage = useRuleMessage();
  if (!error) return null;
  const expired = error.type === "unauthenticated";
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p>{expired ? t("sessionExpired") : ruleMessage(error.message)}</p>
        {expired ? (
          <a href="/sign-in" target="_blank" rel="noopener" className="font-medium underline">
            {t("signInNewTab")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
