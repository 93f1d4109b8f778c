"use client";

import type { ReactNode } from "react";

import type * as Radix from "./dropdown-menu-radix";
import { lazyPrimitives } from "./lazy-primitives";

// The Radix menu (popper, focus handling, roving focus: ~20 kB) loads when a menu is first
// pointed at, focused or pressed, not with every page; see lazy-primitives.tsx.
const menu = lazyPrimitives(() => import("./dropdown-menu-radix"), {
  root: "DropdownMenu",
  trigger: "DropdownMenuTrigger",
  haspopup: "menu",
});

export const DropdownMenu = menu.Root as (
  props: Omit<Parameters<typeof Radix.DropdownMenu>[0], "opening">,
) => ReactNode;
export const DropdownMenuTrigger = menu.Trigger;
export const DropdownMenuContent = menu.part("DropdownMenuContent");
export const DropdownMenuGroup = menu.part("DropdownMenuGroup");
export const DropdownMenuRadioGroup = menu.part("DropdownMenuRadioGroup");
export const DropdownMenuItem = menu.part("DropdownMenuItem");
export const DropdownMenuCheckboxItem = menu.part("DropdownMenuCheckboxItem");
export const DropdownMenuRadioItem = menu.part("DropdownMenuRadioItem");
export const DropdownMenuLabel = menu.part("DropdownMenuLabel");
export const DropdownMenuSeparator = menu.part("DropdownMenuSeparator");
