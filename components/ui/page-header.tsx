import type { ReactNode } from "react";

import { cn } from "./cn";

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the end of the header (wrap under the title on small screens; not printed). */
  actions?: ReactNode;
  /** Shown above the title, for example a back link (not printed). */
  eyebrow?: ReactNode;
  className?: string;
};

export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn("mb-6 flex flex-wrap items-end justify-between gap-4", className)}>
      <div className="min-w-0 space-y-1">
        {eyebrow ? <div className="text-sm text-muted-fg print:hidden">{eyebrow}</div> : null}
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        {description ? <p className="text-sm text-muted-fg">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>
      ) : null}
    </header>
  );
}
