import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import path from "node:path";

import { SendDigestsNow } from "@/components/digest/send-digests-now";
import { NotAllowed } from "@/components/layout/not-allowed";
import { PageHeader } from "@/components/ui/page-header";
import { guardPage } from "@/lib/auth/page-guard";
import { getDb } from "@/lib/db";
import { emailEnabled, failedDigests } from "@/lib/digest/server";
import { listMail } from "@/lib/digest/mailbox";
import { env } from "@/lib/env";
import { getFormatter } from "@/lib/format/server";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("digest.sentMail"))("title") };
}

// /admin/sent-mail — the morning digests that could not be sent (a 5xx refusal, or attempts run
// out), and in the demo what its local SMTP server received (.data/mail), newest first (admins).
export default async function SentMailPage() {
  const { user, allowed } = await guardPage(paths.sentMail(), "user:manage");
  if (!allowed) return <NotAllowed role={user.role} />;
  const [t, format, failed, mail] = await Promise.all([
    getTranslations("digest.sentMail"),
    getFormatter(),
    failedDigests(await getDb()),
    env.DEMO_MODE ? listMail(path.resolve(env.DEMO_MAIL_DIR)) : Promise.resolve([]),
  ]);
  const cell = "border-b px-3 py-2 text-start align-top";
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={emailEnabled() ? <SendDigestsNow /> : null}
      />
      <div className="grid gap-8">
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">{t("failures")}</h2>
          {failed.length === 0 ? (
            <p className="text-sm text-muted-fg">{t("noFailures")}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className={cell}>{t("day")}</th>
                  <th className={cell}>{t("to")}</th>
                  <th className={cell}>{t("attempts")}</th>
                  <th className={cell}>{t("error")}</th>
                </tr>
              </thead>
              <tbody>
                {failed.map((row) => (
                  <tr key={row.id}>
                    <td className={cell}>{format.date(row.day)}</td>
                    <td className={cell} dir="ltr">
                      {row.recipient}
                    </td>
                    <td className={cell}>{format.number(row.attempts)}</td>
                    <td className={cell} dir="ltr">
                      {row.lastError}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {env.DEMO_MODE ? (
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">{t("mailbox")}</h2>
            {mail.length === 0 ? (
              <p className="text-sm text-muted-fg">{t("empty")}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className={cell}>{t("subject")}</th>
                    <th className={cell}>{t("to")}</th>
                    <th className={cell}>{t("date")}</th>
                  </tr>
                </thead>
                <tbody>
                  {mail.map((m) => (
                    <tr key={m.file}>
                      <td className={cell}>
                        <a
                          href={`/api/digest/sent-mail/${encodeURIComponent(m.file)}`}
                          target="_blank"
                          rel="noopener"
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {m.subject || t("open")}
                        </a>
                      </td>
                      <td className={cell} dir="ltr">
                        {m.to}
                      </td>
                      <td className={cell}>{m.date ? format.dateTime(m.date)?.primary : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
