"use client";

import { ChevronDown, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";

import { Link } from "@/components/ui/link";
import { signOutAction } from "@/components/account/actions";
import { DisplaySettings, useChoosePreference } from "./display-settings";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SessionUser } from "@/lib/auth/session-user";
import { paths } from "@/lib/paths";

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("layout");
  const tc = useTranslations("common");
  const ta = useTranslations("account");
  // The form lives outside the menu: the menu unmounts its content when an item is chosen.
  const form = useRef<HTMLFormElement>(null);
  const role = tc(`roles.${user.role}`);
  const display = useChoosePreference();
  return (
    <>
      <form ref={form} action={signOutAction} className="hidden" />
      {/* Not modal: a modal menu hides the page from assistive technology (aria-hidden) while
          its links stay focusable, which axe reports; this menu needs no focus trap. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="compact" aria-label={t("userMenu", { name: user.name })}>
            <span className="flex size-7 items-center justify-center rounded-full bg-accent text-accent-fg">
              <UserRound aria-hidden className="size-4" />
            </span>
            <span className="hidden max-w-40 truncate text-start sm:block">
              <bdi className="block truncate text-sm leading-tight">{user.name}</bdi>
              <span className="block text-xs leading-tight text-muted-fg">{role}</span>
            </span>
            <ChevronDown aria-hidden className="size-4 text-muted-fg" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <DropdownMenuLabel className="text-sm font-normal">
            <span className="block text-xs text-muted-fg">{t("signedInAs")}</span>
            <bdi className="block truncate font-medium">{user.name}</bdi>
            <bdi className="block truncate text-xs text-muted-fg">{user.email}</bdi>
            <Badge variant="primary" className="mt-2">
              {t("role", { role })}
            </Badge>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={paths.account()}>
              <ShieldCheck aria-hidden />
              {ta("menu")}
            </Link>
          </DropdownMenuItem>
          <DisplaySettings {...display} />
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => form.current?.requestSubmit()}>
            <LogOut aria-hidden />
            {t("signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
