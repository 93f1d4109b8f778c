"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { RecoveryCodes } from "./recovery-codes";
import { SecondFactorSetupForm } from "./second-factor-setup";
import { ReauthenticateDialog } from "./reauthenticate-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import {
  useRemoveSecondFactor,
  useReplaceRecoveryCodes,
  useSecondFactorStatus,
} from "@/lib/account/queries";

type Step = "idle" | "setup" | "off" | "codes";

/** Two-step verification of one's own account: set up, new recovery codes, turn off. */
export function SecondFactorCard() {
  const t = useTranslations("account.secondFactor");
  const status = useSecondFactorStatus();
  const remove = useRemoveSecondFactor();
  const replace = useReplaceRecoveryCodes();
  const [step, setStep] = useState<Step>("idle");
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Skeleton className="h-24 w-full" />;
  if (status.isError) return <QueryError query={status} />;
  const { enabled, required, recoveryCodesLeft } = status.data.data;

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (step === "setup")
    return <SecondFactorSetupForm onDone={setCodes} onCancel={() => setStep("idle")} />;

  return (
    <div className="grid gap-3 text-sm">
      <p className="flex items-center gap-2">
        {enabled ? <Badge variant="success">{t("on")}</Badge> : <Badge>{t("off")}</Badge>}
        {required ? <span className="text-muted-fg">{t("required")}</span> : null}
      </p>
      <p className="text-muted-fg">
        {enabled ? t("codesLeft", { count: recoveryCodesLeft }) : t("explain")}
      </p>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setStep("codes")}>
              {t("newCodes")}
            </Button>
            {required ? null : (
              <Button variant="outline" onClick={() => setStep("off")}>
                {t("turnOff")}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={() => setStep("setup")}>{t("setUp")}</Button>
        )}
      </div>
      <ReauthenticateDialog
        open={step === "codes"}
        onClose={() => setStep("idle")}
        title={t("newCodesTitle")}
        description={t("newCodesDescription")}
        submitLabel={t("newCodes")}
        onSubmit={async (password) => {
          const result = await replace.mutateAsync(password);
          setStep("idle");
          setCodes(result.data.recoveryCodes);
        }}
      />
      <ReauthenticateDialog
        open={step === "off"}
        onClose={() => setStep("idle")}
        title={t("turnOffTitle")}
        description={t("turnOffDescription")}
        submitLabel={t("turnOff")}
        onSubmit={async (password) => {
          await remove.mutateAsync(password);
          setStep("idle");
          toast.success(t("turnedOff"));
        }}
      />
    </div>
  );
}
