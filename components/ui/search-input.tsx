"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ComponentProps } from "react";

import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";
import { useTypedEarly } from "./use-typed-early";

type SearchInputProps = Omit<ComponentProps<"input">, "onChange" | "value" | "type"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  /** The box's width (by default at most 20rem from the sm breakpoint up). */
  className?: string;
};

/** A labelled search box with a clear button. Debounce in the caller (useDebouncedCallback). */
export function SearchInput({
  label,
  value,
  onValueChange,
  hideLabel = false,
  className,
  id,
  ...props
}: SearchInputProps) {
  const t = useTranslations("common");
  const generated = useId();
  const inputId = id ?? generated;
  // Letters typed before the page came to life filter once it has.
  const box = useTypedEarly(value, onValueChange);
  return (
    <div className={cn("grid w-full gap-1.5", className ?? "sm:max-w-xs")}>
      <Label htmlFor={inputId} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-fg"
        />
        <Input
          ref={box}
          id={inputId}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className="ps-8 pe-8 [&::-webkit-search-cancel-button]:hidden"
          {...props}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onValueChange("")}
            aria-label={t("clear")}
            className="absolute end-1.5 top-1/2 -translate-y-1/2 rounded p-1 text-muted-fg hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
