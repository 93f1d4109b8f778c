import { getTranslations } from "next-intl/server";

import { getFormatter } from "@/lib/format/server";
import type { Receipt } from "@/lib/receipts/server";

/** A voided payment's receipt says so first and largest, with the reason, the date and who. */
export async function VoidNotice({ voided }: { voided: NonNullable<Receipt["voided"]> }) {
  const t = await getTranslations("receipts.void");
  const format = await getFormatter();
  const at = format.dateTime(voided.at);
  return (
    <section
      role="alert"
      className="space-y-2 rounded-md border-4 border-destructive p-4 text-destructive print:border-black print:text-black"
    >
      <p className="text-4xl font-black tracking-widest" data-void-stamp>
        {t("stamp")}
      </p>
      <p className="font-medium">{t("notice")}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline">{t("reason")}: </dt>
          <dd className="inline font-medium">
            <bdi>{voided.reason}</bdi>
          </dd>
        </div>
        <div>
          <dt className="inline">{t("on")}: </dt>
          <dd className="inline">
            {at ? (
              <bdi className="tabular-nums">
                {at.primary} ({at.secondary})
              </bdi>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt className="inline">{t("by")}: </dt>
          <dd className="inline">
            <bdi>{voided.by}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
