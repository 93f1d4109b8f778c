"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Ltr } from "@/components/ui/ltr";
import type { Role } from "@/lib/auth/permissions";

export type DemoAccount = { email: string; role: Role };

type DemoAccountsProps = {
  accounts: readonly DemoAccount[];
  password: string;
  onUse: (email: string) => void;
};

/** In demo mode: the three demo accounts, each fillable into the form with one click. */
export function DemoAccounts({ accounts, password, onUse }: DemoAccountsProps) {
  const t = useTranslations("auth.demo");
  const tc = useTranslations("common.roles");
  return (
    <section
      aria-labelledby="demo-accounts"
      className="rounded-lg border border-dashed border-border p-4"
    >
      <h2 id="demo-accounts" className="text-sm font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-xs text-muted-fg">
        {t.rich("description", {
          password,
          pw: (chunks) => <Ltr className="font-mono whitespace-nowrap">{chunks}</Ltr>,
        })}
      </p>
      <ul className="mt-3 grid gap-2">
        {accounts.map(({ email, role }) => {
          return (
            <li key={email} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm">
                <Ltr className="font-mono text-xs">{email}</Ltr>
                <span className="block text-xs text-muted-fg">{t(`roles.${role}`)}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => onUse(email)}>
                {t("use", { role: tc(role) })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
