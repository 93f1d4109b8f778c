"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  useEffect,
  useEffectEvent,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentProps,
} from "react";

import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";

type SearchInputProps = Omit<ComponentProps<"input">, "onChange" | "value" | "type"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  /** The box's width (by default at most 20rem from the sm breakpoint up). */
  className?: string;
};

const subscribeNever = () => () => {};

/**
 * What the person typed into the server's box before the page came to life (its scripts still on
 * their way): read from the page while React hydrates it, before React sets the box to `value`.
 * Null on the server and for a box mounted later, by a client-side navigation.
 */
function useTypedBeforeHydration(inputId: string): string | null {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [typed] = useState(() => {
    if (!hydrating || typeof document === "undefined") return null;
    const box = document.getElementById(inputId);
    return box instanceof HTMLInputElement ? box.value : null;
  });
  return typed;
}

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
  // Letters typed before the page came to life are the person's: they stay, and filter.
  const typedEarly = useTypedBeforeHydration(inputId);
  const keepTypedEarly = useEffectEvent(() => {
    if (typedEarly && typedEarly !== value) onValueChange(typedEarly);
  });
  useEffect(() => keepTypedEarly(), []);
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
