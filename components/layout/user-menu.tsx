"use client";

import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";

import { signOutAction } from "./actions";
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

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("layout");
  const tc = useTranslations("common");
  // The form lives outside the menu: the menu unmounts its content when an item is chosen.
  const form = useRef<HTMLFormElement>(null);
  const role = tc(`roles.${user.role}`);
  return (
    <>
      <form ref={form} action={signOutAction} className="hidden" />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="gap-2 px-2"
            aria-label={t("userMenu", { name: user.name })}
          >
            <span className="flex size-7 items-center justify-center rounded-full bg-accent text-accent-fg">
              <UserRound aria-hidden className="size-4" />
            </span>
            <span className="hidden max-w-40 truncate text-start sm:block">
              <span className="block truncate text-sm leading-tight">{user.name}</span>
              <span className="block text-xs leading-tight text-muted-fg">{role}</span>
            </span>
            <ChevronDown aria-hidden className="size-4 text-muted-fg" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <DropdownMenuLabel className="font-normal">
            <span className="block text-xs text-muted-fg">{t("signedInAs")}</span>
            <span className="block truncate font-medium">{user.name}</span>
            <bdi className="block truncate text-xs text-muted-fg">{user.email}</bdi>
            <Badge variant="primary" className="mt-2">
              {t("role", { role })}
            </Badge>
          </DropdownMenuLabel>
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
