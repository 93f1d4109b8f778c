import type { ComponentProps } from "react";

import { cn } from "./cn";

/** A grey placeholder block; give it a size with classes. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
