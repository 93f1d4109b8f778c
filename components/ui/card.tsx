import type { ComponentProps } from "react";

import { cn } from "./cn";

/** `tone="warning"`: a card that asks for attention (its border takes the warning colour). */
export function Card({
  className,
  tone,
  ...props
}: ComponentProps<"section"> & { tone?: "warning" }) {
  return (
    <section
      className={cn(
        "rounded-lg border bg-card text-card-fg shadow-xs",
        tone === "warning" ? "border-warning/40" : "border-border",
        className,
      )}
      {...props}
    />
  );
}

/** `row`: the title block and an action side by side (wrapping on narrow screens). */
export function CardHeader({
  className,
  row,
  ...props
}: ComponentProps<"div"> & { row?: boolean }) {
  return (
    <div
      className={cn(
        "p-4 pb-2 sm:p-5 sm:pb-2",
        row ? "flex flex-wrap items-start justify-between gap-3" : "flex flex-col gap-1",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-base font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-fg", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-4 pt-2 sm:p-5 sm:pt-2", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex items-center gap-2 border-t border-border p-4 sm:px-5", className)}
      {...props}
    />
  );
}
