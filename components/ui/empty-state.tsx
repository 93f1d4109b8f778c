import { Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "./cn";

type EmptyStateProps = {
  title: ReactNode;
  /** Say what to do next: "Clear the filter", "Create the first contract"… */
  description?: ReactNode;
  action?: ReactNode;
  icon?: LucideIcon;
  /** The title's element: "h1" when the empty state is the whole page (not found, not allowed). */
  titleAs?: "p" | "h1" | "h2" | "h3";
  className?: string;
  /** Less space above and below: an empty list inside a card. */
  compact?: boolean;
};

export function EmptyState({
  title,
  description,
  action,
  icon: Icon = Inbox,
  titleAs: Title = "p",
  className,
  compact = false,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border px-6 text-center",
        compact ? "py-6" : "py-10",
        className,
      )}
    >
      <Icon aria-hidden className="size-8 text-muted-fg" />
      <Title className="font-medium">{title}</Title>
      {description ? <p className="max-w-md text-sm text-muted-fg">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
