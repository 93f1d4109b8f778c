import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import * as z from "zod/mini";

import { PrintHeader } from "@/components/layout/print-header";
import { NotAllowed } from "@/components/layout/not-allowed";
import { ReceiptDocument } from "@/components/receipts/receipt-document";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { PrintButton } from "@/components/ui/print-button";
import { guardPage } from "@/lib/auth/page-guard";
import { getDb } from "@/lib/db";
import { getFormatter } from "@/lib/format/server";
import { languageOf } from "@/lib/i18n/locales";
import { paths } from "@/lib/paths";
import { receiptOf } from "@/lib/receipts/server";
import { recordId } from "@/lib/rental/path-params";

// A payment's receipt, printable on A4 (app/globals.css): every role that reads the rent roll
// opens it (support too); nothing on it changes anything.

type PageProps = { params: Promise<{ id: string; paymentId: string }> };
const receiptParams = z.object({ id: recordId, paymentId: recordId });

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id, paymentId } = await params;
  return { title: `${(await getTranslations("receipts.link"))("receipt")} · ${id}/${paymentId}` };
}

export default async function ReceiptPage({ params }: PageProps) {
  const raw = await params;
  const { user, allowed } = await guardPage(paths.receipt(raw.id, raw.paymentId), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const parsed = receiptParams.safeParse(raw);
  if (!parsed.success) notFound();
  const { id, paymentId } = parsed.data;
  const receipt = await receiptOf(await getDb(), id, paymentId);
  if (!receipt) notFound();
  const [t, format, locale] = await Promise.all([
    getTranslations("receipts"),
    getFormatter(),
    getLocale(),
  ]);
  const number = `${format.digits(receipt.year)}-${format.digits(receipt.number)}`;
  const title = t(receipt.taxInvoice ? "taxTitle" : "title", { receipt: number });
  const language = languageOf(locale);
  const Back = language === "ar" ? ArrowRight : ArrowLeft;
  return (
    <>
      <PrintHeader />
      <PageHeader
        className="print:hidden"
        title={title}
        eyebrow={
          <Link
            href={paths.contract(id)}
            className="inline-flex items-center gap-1 hover:underline"
          >
            <Back aria-hidden className="size-4" />
            {t("back", { id: format.digits(id) })}
          </Link>
        }
        actions={<PrintButton record={title} />}
      />
      <ReceiptDocument receipt={receipt} locale={language} />
    </>
  );
}
