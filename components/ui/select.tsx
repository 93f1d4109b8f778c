import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

import { cn } from "./cn";
import { controlClass } from "./input";

/**
 * A native <select>, styled like the other controls. Native on purpose: it works with
 * react-hook-form's `register`, with every keyboard and screen reader, and on phones.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select className={cn(controlClass, "h-9 appearance-none pe-8", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-fg"
      />
    </div>
  );
}
