"use client";

import { Pause, Play, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import type { SyncRun } from "@/lib/deeds/sync/schemas";
import { isApiError } from "@/lib/query/api-error";
import { useControlSyncRun } from "@/lib/deeds/sync/queries";

/** Pause (a waiting or running run), resume (a paused one), cancel (any unfinished one). */
export function SyncRunControls({ run }: { run: SyncRun }) {
  const t = useTranslations("deedSync.run");
  const ruleMessage = useRuleMessage();
  const control = useControlSyncRun(run.id);
  const [confirming, setConfirming] = useState(false);
  const active = run.status === "queued" || run.status === "running";

  const send = async (what: "pause" | "resume" | "cancel") => {
    try {
      await control.mutateAsync(what);
    } catch (error) {
      toast.error(t("controlFailed"), {
        description: isApiError(error) ? ruleMessage(error.message) : undefined,
      });
    } finally {
      setConfirming(false);
    }
  };

  if (!active && run.status !== "paused") return null;
  return (
    <>
      {active ? (
        <Button variant="outline" onClick={() => send("pause")} pending={control.isPending}>
          <Pause aria-hidden />
          {t("pause")}
        </Button>
      ) : (
        <Button onClick={() => send("resume")} pending={control.isPending}>
          <Play aria-hidden />
          {t("resume")}
        </Button>
      )}
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={control.isPending}>
        <X aria-hidden />
        {t("cancel")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("cancelTitle")}
        description={t("cancelDescription")}
        confirmLabel={t("cancel")}
        destructive
        onConfirm={() => send("cancel")}
        pending={control.isPending}
      />
    </>
  );
}
