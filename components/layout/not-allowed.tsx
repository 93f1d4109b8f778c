import { ShieldX } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { Role } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";

/** What a page renders when the signed-in role may not use it (the page checks on the server). */
export async function NotAllowed({ role }: { role: Role }) {
  const t = await getTranslations("common");
  return (
    <div className="mx-auto max-w-xl py-10">
      <EmptyState
        titleAs="h1"
        icon={ShieldX}
        title={<span className="text-lg">{t("notAllowed.title")}</span>}
        description={t("notAllowed.description", { role: t(`roles.${role}`) })}
        action={
          <Button asChild>
            <Link href={paths.home()}>{t("notAllowed.home")}</Link>
          </Button>
        }
      />
    </div>
  );
}
