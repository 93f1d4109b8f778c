"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { digestRoutes } from "@/lib/digest/routes";
import { callEndpoint } from "@/lib/query/call-endpoint";

// "Send today's digests now" (admins): what `npm run notify -- digest --now` does, through the
// running dashboard, which is the only way with the embedded store. Nothing sent today goes again.
export function SendDigestsNow() {
  const t = useTranslations("digest.sentMail");
  const router = useRouter();
  const send = useMutation({
    mutationFn: () => callEndpoint(digestRoutes.sendDigestsNow, { query: {} }),
    onSuccess: (answer) => {
      toast.success(t("sent", { sent: (answer.data as { sent: number }).sent }));
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
      {t("sendNow")}
    </Button>
  );
}
