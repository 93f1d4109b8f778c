"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef } from "react";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Party } from "@/lib/rental/records";

// The form (react-hook-form, zod, the date picker) loads when a party is first opened for editing.
const PartyForm = dynamic(() => import("./party-form").then((m) => m.PartyForm));

type PartyEditDialogProps = { party: Party | null; onClose: () => void };

/** Edit a party found by the search; closing with unsaved changes asks first. */
export function PartyEditDialog({ party, onClose }: PartyEditDialogProps) {
  const t = useTranslations("parties.edit");
  const tc = useTranslations("common");
  const dirty = useRef(false);
  const close = (force = false) => {
    if (!force && dirty.current && !window.confirm(tc("unsavedChanges"))) return;
    dirty.current = false;
    onClose();
  };
  return (
    <Dialog open={party !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        width="2xl"
        // The first field gets the cursor at its end: Radix would select its whole text, and
        // a person come to fix the phone would wipe the name with one key.
        onOpenAutoFocus={(event: Event) => {
          const field = (event.currentTarget as HTMLElement | null)?.querySelector("input");
          if (!field) return;
          event.preventDefault();
          field.focus();
          field.setSelectionRange(field.value.length, field.value.length);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("title", { name: party?.full_name ?? "" })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {party ? (
          <PartyForm
            key={party.id}
            party={party}
            onDirtyChange={(next) => {
              dirty.current = next;
            }}
            onSaved={() => close(true)}
            onCancel={() => close()}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
