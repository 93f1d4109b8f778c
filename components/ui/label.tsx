import type { ComponentProps } from "react";

import { cn } from "./cn";

/**
 * A form label. Like Radix's Label (without loading Radix for it): a double click on the text
 * does not select it, while clicks on a control inside the label behave as usual.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm leading-none font-medium select-none", className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
