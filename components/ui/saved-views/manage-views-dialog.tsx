"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { DeleteViewDialog } from "./delete-view-dialog";
import { EditViewDialog } from "./edit-view-dialog";
import { useOpenView } from "./use-open-view";
import type { ViewPage } from "@/lib/saved-views/view-state";
import type { SavedView } from "@/lib/saved-views/schemas";

type Props = { list: ViewPage; views: readonly SavedView[]; onClose: () => void };

/**
 * "Manage views…": one's own views (open, edit name and sharing, delete after confirmation)
 * and the team's, read-only with their owner (open only).
 */
export function ManageViewsDialog({ list, views, onClose }: Props) {
  const t = useTranslations("views.manage");
  const open = useOpenView(list);
  const [editing, setEditing] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const mineId = useId();
  const teamId = useId();
  const mine = views.filter((v) => v.editable);
  const team = views.filter((v) => !v.editable);

  const row = (view: SavedView) => (
    <li
      key={view.id}
      className="flex flex-wrap items-center justify-between gap-2 border-t border-border py-2 first:border-t-0"
    >
      <div className="grid min-w-0 gap-0.5">
        <bdi className="truncate font-medium">{view.name}</bdi>
        <span className="flex flex-wrap items-center gap-1 text-xs text-muted-fg">
          {view.editable ? (
            view.shared ? (
              <Badge variant="outline">{t("sharedBadge")}</Badge>
            ) : null
          ) : (
            <>
              {t("sharedBy", { owner: view.owner.name })}
              <Badge variant="outline">{t("readOnly")}</Badge>
            </>
          )}
        </span>
      </div>
      <div className="flex gap-1">
        <Button
          variant="outline"
          size="sm"
          aria-label={t("openLabel", { name: view.name })}
          onClick={() => {
            open(view);
            onClose();
          }}
        >
          {t("open")}
        </Button>
        {view.editable ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("editLabel", { name: view.name })}
              onClick={() => setEditing(view)}
            >
              {t("edit")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              aria-label={t("deleteLabel", { name: view.name })}
              onClick={() => setDeleting(view)}
            >
              {t("delete")}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );

  return (
    <>
      <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
        <DialogContent width="xl">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <section aria-labelledby={mineId} className="grid gap-1">
            <h3 id={mineId} className="text-sm font-medium">
              {t("mine")}
            </h3>
            {mine.length ? (
              <ul>{mine.map(row)}</ul>
            ) : (
              <p className="text-sm text-muted-fg">{t("noneMine")}</p>
            )}
          </section>
          {team.length ? (
            <section aria-labelledby={teamId} className="grid gap-1">
              <h3 id={teamId} className="text-sm font-medium">
                {t("team")}
              </h3>
              <ul>{team.map(row)}</ul>
            </section>
          ) : null}
        </DialogContent>
      </Dialog>
      {editing ? (
        <EditViewDialog list={list} view={editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteViewDialog list={list} view={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
