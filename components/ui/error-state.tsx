"use client";

import { AlertCircle, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "./button";
import { cn } from "./cn";
import { Ltr } from "./ltr";
import { useRuleMessage } from "./use-rule-message";
import { INVALID_RESPONSE, isApiError } from "@/lib/query/api-error";

type ErrorStateProps = {
  error: unknown;
  /** Shown as a Retry button; usually a query's `refetch`. */
  onRetry?: () => void;
  retrying?: boolean;
  title?: string;
  className?: string;
};

/** Says what happened (the server's message and request id) and offers a retry. */
export function ErrorState({ error, onRetry, retrying, title, className }: ErrorStateProps) {
  const t = useTranslations("common");
  const ruleMessage = useRuleMessage();
  const api = isApiError(error) ? error : null;
  const message =
    api?.status === 404
      ? t("errors.notFound")
      : api?.status === 403
        ? t("errors.forbidden")
        : api && api.code !== INVALID_RESPONSE
          ? (ruleMessage(api.message) ?? t("errors.unexpected"))
          : t("errors.unexpected");
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-8 text-center",
        className,
      )}
    >
      <AlertCircle aria-hidden className="size-7 text-destructive" />
      <p className="font-medium">{title ?? t("errors.title")}</p>
      <p className="max-w-md text-sm text-muted-fg">{message}</p>
      {api?.requestId ? (
        <p className="text-xs text-muted-fg">
          {t("errors.requestId")} <Ltr className="font-mono">{api.requestId}</Ltr>
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} pending={retrying}>
          {retrying ? null : <RotateCw aria-hidden />}
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}
