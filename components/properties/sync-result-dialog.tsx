"use client";

import { useTranslations } from "next-intl";

import { SyncChanges } from "@/components/deed-sync/sync-changes";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { SyncChange } from "@/lib/rental/results";

/** What a sync changed, field by field, with region and city ids shown as names. */
export function SyncResultDialog({
  changes,
  onClose,
}: {
  changes: SyncChange[] | null;
  onClose: () => void;
}) {
  const t = useTranslations("properties.sync");
  const tc = useTranslations("common");

  return (
    <Dialog open={changes !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("resultTitle")}</DialogTitle>
          <DialogDescription>
            {changes?.length ? t("changed", { count: changes.length }) : t("noChanges")}
          </DialogDescription>
        </DialogHeader>
        {changes?.length ? <SyncChanges changes={changes} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{tc("close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
