import { FileQuestion } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export default async function NotFound() {
  const t = await getTranslations("common.notFound");
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl items-center p-6">
      <EmptyState
        className="w-full"
        titleAs="h1"
        icon={FileQuestion}
        title={<span className="text-lg">{t("title")}</span>}
        description={t("description")}
        action={
          // A plain link, loaded in full: every page renders this boundary, and an in-app Link
          // would put its script in every page's first load.
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- see above
          <a href="/" className={buttonVariants()}>
            {t("home")}
          </a>
        }
      />
    </main>
  );
}
