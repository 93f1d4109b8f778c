"use client";

import { UserPlus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";

// The dialog's form (react-hook-form, zod) loads when it is first opened, not with the list.
const AddUserDialog = dynamic(() => import("./add-user-dialog").then((m) => m.AddUserDialog));

/** Opens the dialog that adds a dashboard user. */
export function AddUserButton() {
  const t = useTranslations("admin.users.add");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t("button")}
      </Button>
      {open ? <AddUserDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
