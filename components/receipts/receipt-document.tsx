import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { DateText } from "@/components/ui/formatted-server";
import { Ltr } from "@/components/ui/ltr";
import { unitLabel, unitRecord, type Translate } from "@/lib/contracts/unit-name";
import { getFormatter } from "@/lib/format/server";
import type { Locale } from "@/lib/i18n/locales";
import { amountInWords, qrImage, type Receipt, type ReceiptParty } from "@/lib/receipts/server";

import { ReceiptPeriods, ReceiptTotals } from "./receipt-periods";
import { VoidNotice } from "./void-notice";

type Props = { receipt: Receipt; locale: Locale };

/**
 * A payment's receipt as it prints on A4: the office, the number and date, who paid whom for
 * which unit, the amount in figures and in words, the periods it paid and, for a simplified tax
 * invoice, its VAT and ZATCA's QR code. Rendered on the server: the page sends no script for it.
 */
export async function ReceiptDocument({ receipt, locale }: Props) {
  const t = await getTranslations("receipts");
  const all = (await getTranslations()) as unknown as Translate;
  const format = await getFormatter();
  const digits = (v: string | number) => format.digits(v);
  const number = `${digits(receipt.year)}-${digits(receipt.number)}`;
  const sar = (halalas: number) => format.amount(halalas / 100);
  const party = (p: ReceiptParty | null) =>
    p ? (p.name ?? t("party", { id: digits(p.id) })) : "—";
  const method = all(`rentRoll.methods.${receipt.method}`);
  const officeName = receipt.office
    ? locale === "ar"
      ? receipt.office.nameAr
      : receipt.office.nameEn
    : null;
  const unit = receipt.unit;
  const qr = receipt.qrPayload ? await qrImage(receipt.qrPayload) : null;

  return (
    <article className="relative space-y-6 rounded-lg border border-border bg-card p-6 print:border-0 print:p-0">
      {receipt.voided ? <VoidNotice voided={receipt.voided} /> : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
        <div className="space-y-1">
          {officeName ? <p className="text-lg font-semibold">{officeName}</p> : null}
          {receipt.taxInvoice && receipt.office?.vatNumber ? (
            <p className="text-sm">
              {t("fields.vatNumber")}: <Ltr>{digits(receipt.office.vatNumber)}</Ltr>
            </p>
          ) : null}
          <p className="text-xl font-semibold" data-receipt-kind>
            {receipt.taxInvoice ? t("kind.taxInvoice") : t("kind.receipt")}
          </p>
        </div>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server
          <img
            src={qr}
            alt={t("qr", { receipt: number })}
            width={128}
            height={128}
            className="size-32 shrink-0"
          />
        ) : null}
      </header>

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
        <Field label={t("fields.number")}>
          <Ltr>{number}</Ltr>
        </Field>
        <Field label={t("fields.paidOn")}>
          <DateText value={receipt.paidOn} />
        </Field>
        <Field label={t("fields.tenant")}>{party(receipt.tenant)}</Field>
        <Field label={t("fields.lessor")}>{party(receipt.lessor)}</Field>
        <Field label={t("fields.unit")}>
          {unit ? unitLabel(unit, all, digits) : unitRecord(receipt.unitId, all, digits)}
        </Field>
        <Field label={t("fields.property")}>
          {unit ? (
            <>
              {unit.property_name || "—"}{" "}
              <span className="text-sm text-muted-fg">
                ({t("fields.deed", { deed: digits(unit.document_number) })})
              </span>
            </>
          ) : (
            "—"
          )}
        </Field>
        <Field label={t("fields.contract")}>
          <Ltr>{digits(receipt.contractId)}</Ltr>
        </Field>
        <Field label={t("fields.method")}>
          {method}
          {receipt.reference ? (
            <>
              {" · "}
              <span className="text-sm text-muted-fg">{t("fields.reference")}: </span>
              <Ltr>{receipt.reference}</Ltr>
            </>
          ) : null}
        </Field>
      </dl>

      <section
        className="space-y-1 rounded-md border border-border p-4"
        aria-label={t("fields.amount")}
      >
        <p className="text-sm text-muted-fg">{t("fields.amount")}</p>
        <p className="text-2xl font-semibold" data-amount>
          <bdi className="tabular-nums">{sar(receipt.amount)}</bdi>
        </p>
        <p data-amount-words>
          <span className="text-sm text-muted-fg">{t("fields.amountInWords")}: </span>
          {t("amountInWords", { words: amountInWords(receipt.amount, locale) })}
        </p>
      </section>

      <ReceiptPeriods receipt={receipt} />
      <ReceiptTotals receipt={receipt} />

      <footer className="flex flex-wrap justify-between gap-4 border-t border-border pt-4 text-sm">
        <p>
          {t("fields.recordedBy")}: <bdi>{receipt.recordedBy}</bdi>
        </p>
        <p>
          {t("fields.issuedAt")}: <DateText value={issuedDay(receipt.recordedAt)} />
        </p>
      </footer>
    </article>
  );
}

/** The Riyadh calendar day of an instant. */
function issuedDay(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 10);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-muted-fg">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
