import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotAllowed } from "@/components/layout/not-allowed";
import { OfficeSettingsForm } from "@/components/office/office-settings-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateText } from "@/components/ui/formatted-server";
import { PageHeader } from "@/components/ui/page-header";
import { guardPage } from "@/lib/auth/page-guard";
import { getFormatter } from "@/lib/format/server";
import { currentOfficeSettings } from "@/lib/office/server";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("receipts.office"))("title") };
}

// The office settings (admins only; managers and support get the not-allowed page): its names
// and VAT registration number, and the configured VAT rate, read-only.
export default async function OfficePage() {
  const { user, allowed } = await guardPage(paths.office(), "office:manage");
  if (!allowed) return <NotAllowed role={user.role} />;
  const [t, format, office] = await Promise.all([
    getTranslations("receipts.office"),
    getFormatter(),
    currentOfficeSettings(),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6">
        <Card>
          <div className="p-4 sm:p-5">
            <OfficeSettingsForm
              initial={{
                name_ar: office.name_ar,
                name_en: office.name_en,
                vat_number: office.vat_number ?? "",
              }}
            />
          </div>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("vat")}</CardTitle>
            <CardDescription>{t("vatConfigured")}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <dt className="text-sm text-muted-fg">{t("vatRate")}</dt>
                <dd className="font-semibold">
                  <bdi className="tabular-nums">
                    {format.number(office.vat_rate_basis_points / 10_000, {
                      style: "percent",
                      maximumFractionDigits: 2,
                    })}
                  </bdi>
                </dd>
              </div>
              <div className="space-y-1">
                <dt className="text-sm text-muted-fg">{t("vatFrom")}</dt>
                <dd className="font-semibold">
                  <DateText value={office.vat_effective_from} />
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
