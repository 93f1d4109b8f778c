import { FileQuestion } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
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
          <Button asChild>
            <Link href="/">{t("home")}</Link>
          </Button>
        }
      />
    </main>
  );
}
