import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getDb } from "@/lib/db";
import { personOfToken } from "@/lib/digest/unsubscribe";
import { authSecretValue } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("digest"))("unsubscribePage.title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /digest/unsubscribe?token=… — the morning digest's unsubscribe link, signed out: a GET only
// shows what it will do (mail scanners open links), the button POSTs to the API route, which
// sends the browser back here with `done`.
export default async function DigestUnsubscribePage({ searchParams }: PageProps) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const done = query.done === "1";
  const t = await getTranslations("digest.unsubscribePage");
  const tc = await getTranslations("common");
  const person = await personOfToken(await getDb(), authSecretValue(), token);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-md space-y-6">
        <Brand name={tc("appName")} />
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">{t("title")}</h1>
          </CardHeader>
          <CardContent className="space-y-4">
            {!person ? (
              <p role="alert">{t("invalid")}</p>
            ) : done || !person.enabled ? (
              <p role="status">{t("done", { email: person.email })}</p>
            ) : (
              <form
                method="post"
                action={`/api/digest/unsubscribe?token=${encodeURIComponent(token)}`}
                className="space-y-4"
              >
                <p>{t("confirm", { email: person.email })}</p>
                <Button type="submit">{t("button")}</Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
