"use client";

import { Check, Circle } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import { createContext, use, useRef, type ComponentProps, type RefObject } from "react";

import { cn } from "./cn";
import type { Opening } from "./lazy-primitives";
import { directionOf } from "@/lib/i18n/locales";
import { useLanguage } from "@/lib/i18n/use-language";

// The Radix menu behind ./dropdown-menu.tsx, which loads this module on first intent.

/** How the menu was first opened, until its content has used it once. */
const FirstOpening = createContext<RefObject<Opening | undefined> | null>(null);

/** The menu root, in the page's reading direction (arrow keys and placement follow it). */
export function DropdownMenu({
  opening,
  ...props
}: ComponentProps<typeof Menu.Root> & { opening?: Opening }) {
  const dir = directionOf(useLanguage());
  const firstRef = useRef(opening);
  return (
    <FirstOpening value={firstRef}>
      <Menu.Root dir={dir} {...props} />
    </FirstOpening>
  );
}

export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = "end",
  ...props
}: ComponentProps<typeof Menu.Content>) {
  const firstRef = use(FirstOpening);
  // Radix puts a keyboard user on the first item, knowing the keyboard from the key that
  // opened the menu; the first time, that key reached the placeholder trigger instead. The
  // menu's content passes `onOpenAutoFocus` on to its focus scope (before its own handler), as
  // the dialog's does, though DropdownMenuContent's type leaves it out.
  const openAutoFocus = (event: Event) => {
    const opening = firstRef?.current;
    if (firstRef) firstRef.current = undefined;
    if (opening !== "keyboard" || event.defaultPrevented) return;
    event.preventDefault();
    const content = event.currentTarget as HTMLElement;
    const item = content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    (item ?? content).focus({ preventScroll: true });
  };
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        {...({ onOpenAutoFocus: openAutoFocus } as object)}
        className={cn(
          "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-fg shadow-md",
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

const itemClass =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4";

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClass, className)} {...props} />;
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={cn(itemClass, "ps-8", className)} {...props}>
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClass, "ps-8", className)} {...props}>
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Circle aria-hidden className="size-2! fill-current" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

/** `className` sets the label's type and colour (by default text-sm font-medium). */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label className={cn("px-2 py-1.5", className ?? "text-sm font-medium")} {...props} />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}
