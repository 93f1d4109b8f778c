"use client";

import { useId, type ReactNode } from "react";

import { cn } from "./cn";

type ChoiceListProps<T> = {
  /** The group's accessible name (a visible legend). */
  legend: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string;
  /** The option's visible text; its first line is the radio's accessible name. */
  renderItem: (item: T) => ReactNode;
  selectedKey: string | null | undefined;
  onSelect: (item: T) => void;
  /** Marks the group invalid and shows the message under it. */
  error?: string;
  className?: string;
  hideLegend?: boolean;
};

/**
 * Pick one of a few search results: native radio buttons drawn as cards, so arrow keys, labels
 * and screen readers work as everywhere else.
 */
export function ChoiceList<T>({
  legend,
  items,
  getKey,
  renderItem,
  selectedKey,
  onSelect,
  error,
  className,
  hideLegend = false,
}: ChoiceListProps<T>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={cn("grid gap-2", className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={cn("mb-2 text-sm font-medium", hideLegend && "sr-only")}>{legend}</legend>
      {items.map((item) => {
        const key = getKey(item);
        const checked = key === selectedKey;
        return (
          <label
            key={key}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm hover:bg-muted/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              checked ? "border-primary bg-accent/40" : "border-border bg-card",
            )}
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={checked}
              onChange={() => onSelect(item)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="min-w-0 flex-1">{renderItem(item)}</span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
