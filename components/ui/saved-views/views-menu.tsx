"use client";

import { Bookmark, Save, Settings2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useOpenView } from "./use-open-view";
import { sameViewState, viewStateOf, type ViewPage } from "@/lib/saved-views/view-state";
import { useSavedViews } from "@/lib/saved-views/queries";
import type { SavedView } from "@/lib/saved-views/schemas";

// The dialogs (react-hook-form, zod) load when one is first opened, not with the list.
const SaveViewDialog = dynamic(() => import("./save-view-dialog").then((m) => m.SaveViewDialog));
const ManageViewsDialog = dynamic(() =>
  import("./manage-views-dialog").then((m) => m.ManageViewsDialog),
);

/**
 * The toolbar's Views menu: one's own views and those the team shares (the one the page shows
 * is checked), "Save current view…" and "Manage views…". The address stays the page's state.
 */
export function ViewsMenu({ list }: { list: ViewPage }) {
  const t = useTranslations("views");
  const query = useSavedViews(list.id);
  const search = useSearchParams();
  const open = useOpenView(list);
  const [dialog, setDialog] = useState<"save" | "manage" | null>(null);
  const current = viewStateOf(list, new URLSearchParams(search.toString()));
  const views = query.data?.data ?? [];
  const mine = views.filter((v) => v.editable);
  const team = views.filter((v) => !v.editable);
  const active = views.find((v) => sameViewState(v.state, current))?.id ?? "";

  const item = (view: SavedView) => (
    <DropdownMenuRadioItem key={view.id} value={view.id} onSelect={() => open(view)}>
      <span className="flex min-w-0 flex-1 flex-col">
        <bdi className="truncate">{view.name}</bdi>
        {view.editable ? null : (
          <span className="text-xs text-muted-fg">{t("sharedBy", { owner: view.owner.name })}</span>
        )}
      </span>
      {view.editable && view.shared ? <Badge variant="outline">{t("sharedBadge")}</Badge> : null}
    </DropdownMenuRadioItem>
  );

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Bookmark aria-hidden />
            {t("menu")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          {query.isPending ? (
            <DropdownMenuItem disabled>{t("loading")}</DropdownMenuItem>
          ) : query.isError ? (
            <>
              <DropdownMenuLabel className="text-sm font-normal text-destructive">
                {t("loadFailed")}
              </DropdownMenuLabel>
              <DropdownMenuItem
                onSelect={(e) => {
                  e.preventDefault(); // stay open to show the outcome
                  void query.refetch();
                }}
              >
                {t("retry")}
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuRadioGroup value={active}>
              <DropdownMenuLabel>{t("mine")}</DropdownMenuLabel>
              {mine.length ? (
                mine.map(item)
              ) : (
                <DropdownMenuItem disabled>{t("none")}</DropdownMenuItem>
              )}
              {team.length ? (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuLabel>{t("team")}</DropdownMenuLabel>
                  {team.map(item)}
                </>
              ) : null}
            </DropdownMenuRadioGroup>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog("save")}>
            <Save aria-hidden />
            {t("save")}
          </DropdownMenuItem>
          {views.length ? (
            <DropdownMenuItem onSelect={() => setDialog("manage")}>
              <Settings2 aria-hidden />
              {t("manageMenu")}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === "save" ? (
        <SaveViewDialog list={list} state={current} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "manage" ? (
        <ManageViewsDialog list={list} views={views} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
