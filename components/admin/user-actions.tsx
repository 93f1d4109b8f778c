"use client";

import { KeyRound, LogOut, MoreHorizontal, ShieldCheck, UserCheck, UserX } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { isApiError } from "@/lib/query/api-error";
import { useEndUserSessions, useUpdateUser } from "@/lib/users/queries";
import type { PublicUser } from "@/lib/auth/schemas";

type Open = "role" | "password" | "disable" | "sessions" | null;

// The two forms (react-hook-form, zod) load when one is first opened, not with the list.
const ChangeRoleDialog = dynamic(() =>
  import("./change-role-dialog").then((m) => m.ChangeRoleDialog),
);
const ResetPasswordDialog = dynamic(() =>
  import("./reset-password-dialog").then((m) => m.ResetPasswordDialog),
);

/**
 * A user's actions: change role, reset password, disable (after confirmation) or enable. The
 * server refuses to disable or demote one's own account; its message is shown as it is.
 */
export function UserActions({ user, self }: { user: PublicUser; self: boolean }) {
  const t = useTranslations("admin.users");
  const ruleMessage = useRuleMessage();
  const ta = useTranslations("account.admin");
  const update = useUpdateUser();
  const endSessions = useEndUserSessions();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const setDisabled = async (disabled: boolean) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: user.id, disabled });
      toast.success(t(disabled ? "disable.done" : "enable.done", { name: user.name }));
      setOpen(null);
    } catch (error) {
      const message = isApiError(error) ? ruleMessage(error.message) : t("failed");
      if (disabled) setFailure(message);
      else toast.error(message);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("actionsFor", { name: user.name })}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen("role")}>
            <ShieldCheck aria-hidden />
            {t("role.menu")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("password")}>
            <KeyRound aria-hidden />
            {t("password.menu")}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              setFailure(null);
              setOpen("sessions");
            }}
          >
            <LogOut aria-hidden />
            {ta("endSessions")}
          </DropdownMenuItem>
          {user.disabled ? (
            <DropdownMenuItem onSelect={() => void setDisabled(false)}>
              <UserCheck aria-hidden />
              {t("enable.menu")}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              className="text-destructive"
              onSelect={() => {
                setFailure(null);
                setOpen("disable");
              }}
            >
              <UserX aria-hidden />
              {t("disable.menu")}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {open === "role" ? <ChangeRoleDialog user={user} open onClose={() => setOpen(null)} /> : null}
      {open === "password" ? (
        <ResetPasswordDialog user={user} open onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open === "sessions"}
        onOpenChange={(next) => setOpen(next ? "sessions" : null)}
        destructive
        title={ta("endSessionsTitle", { name: user.name })}
        description={self ? ta("endSessionsSelf") : ta("endSessionsDescription")}
        confirmLabel={ta("endSessions")}
        pending={endSessions.isPending}
        onConfirm={async () => {
          setFailure(null);
          try {
            const result = await endSessions.mutateAsync(user.id);
            toast.success(ta("endedSessions", { name: user.name, count: result.data.ended }));
            setOpen(null);
          } catch (error) {
            setFailure(isApiError(error) ? ruleMessage(error.message) : t("failed"));
          }
        }}
      >
        {failure && open === "sessions" ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "disable"}
        onOpenChange={(next) => setOpen(next ? "disable" : null)}
        destructive
        title={t("disable.title", { name: user.name })}
        description={self ? t("disable.selfDescription") : t("disable.description")}
        confirmLabel={t("disable.confirm")}
        onConfirm={() => setDisabled(true)}
        pending={update.isPending}
      >
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
