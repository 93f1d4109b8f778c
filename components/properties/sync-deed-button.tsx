"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { SyncResultDialog } from "./sync-result-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { isApiError } from "@/lib/query/api-error";
import { useSyncDeed } from "@/lib/deeds/queries";
import type { Property } from "@/lib/rental/records";
import type { SyncChange } from "@/lib/rental/results";
import { useFormat } from "@/components/ui/use-format";

/** Admins: re-pull the deed from the national registry, then show what changed. */
export function SyncDeedButton({ property }: { property: Property }) {
  const t = useTranslations("properties.sync");
  const format = useFormat();
  const ruleMessage = useRuleMessage();
  const sync = useSyncDeed();
  const [confirming, setConfirming] = useState(false);
  const [changes, setChanges] = useState<SyncChange[] | null>(null);

  const run = async () => {
    try {
      const result = await sync.mutateAsync(property.id);
      setConfirming(false);
      setChanges(result.meta.changes);
      toast.success(t("toast", { documentNumber: format.digits(property.document_number) }));
    } catch (error) {
      setConfirming(false);
      toast.error(t("failed"), {
        description: isApiError(error) ? ruleMessage(error.message) : undefined,
      });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} pending={sync.isPending}>
        {sync.isPending ? null : <RefreshCw aria-hidden />}
        {t("button")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("title", { name: property.property_name })}
        description={t("description")}
        confirmLabel={t("confirm")}
        onConfirm={run}
        pending={sync.isPending}
      >
        {sync.isPending ? (
          <p role="status" className="text-sm text-muted-fg">
            {t("progress")}
          </p>
        ) : null}
      </ConfirmDialog>
      <SyncResultDialog changes={changes} onClose={() => setChanges(null)} />
    </>
  );
}
