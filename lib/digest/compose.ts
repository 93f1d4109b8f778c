import "server-only";

import { render } from "@react-email/components";
import { createElement } from "react";
import { createTranslator } from "use-intl/core";

import { unitName } from "@/lib/contracts";
import { createFormatter } from "@/lib/format/format";
import type { CalendarId, DigitStyle } from "@/lib/i18n/choices";
import { directionOf, messageLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { DueItem } from "@/lib/notifications/server";
import { paths } from "@/lib/paths";

import { DigestEmail, type DigestView } from "./email";

// One person's digest for one Riyadh day: what `dueFor` answered, most urgent first, in their
// language (Arabic right to left) and calendar (both calendars, the preferred one first, as the
// dashboard shows dates), each item by the names the register knew (the unit, the tenant), never
// a bare record number, with an absolute link into the dashboard. Nothing on a day with nothing.
// What it shows is what the person's own notifications show (the kinds their role gets).

export type DigestReader = {
  name: string;
  locale: Locale;
  digits: DigitStyle;
  calendar: CalendarId;
};

export type DigestLinks = {
  /** The dashboard's public address (PUBLIC_URL), without a trailing slash. */
  base: string;
  /** The signed unsubscribe page (paths.digestUnsubscribe), absolute. */
  unsubscribe: string;
};

export type ComposedDigest = { subject: string; html: string; text: string; items: number };

export async function composeDigest(
  reader: DigestReader,
  items: DueItem[],
  day: string,
  links: DigestLinks,
): Promise<ComposedDigest | null> {
  if (items.length === 0) return null;
  const t = createTranslator({
    locale: messageLocale(reader.locale, reader.digits),
    messages: await loadMessages(reader.locale),
  });
  const tr = (key: string, values?: Record<string, string | number>) =>
    t(key as never, values as never);
  const format = createFormatter(reader);
  // A day in both calendars, the preferred one first, as the dashboard's date cells show it.
  const both = (iso: string) => {
    const d = format.dual(iso);
    return d ? `${d.primary} (${d.secondary})` : iso;
  };
  const subjectOf = (d: DueItem["details"] & { contractId: number }) => {
    const contract = tr("notifications.contract", { id: format.digits(d.contractId) });
    if (!("unit" in d) || (!d.unit && !d.tenant)) return contract;
    const unit = d.unit
      ? unitName(
          { property_id: 0, ...d.unit, document_number: "", region_id: null, city_id: null },
          d.unitId,
          tr,
          format.digits,
        )
      : contract;
    return d.tenant ? tr("notifications.unitOf", { unit, tenant: d.tenant }) : unit;
  };
  const sentence = (item: DueItem): string => {
    const d = item.details;
    switch (d.kind) {
      case "notice_deadline":
        return tr("notifications.items.notice_deadline", {
          date: both(d.decisionDate),
          subject: subjectOf(d),
        });
      case "instalment_overdue":
        return tr("notifications.items.instalment_overdue", {
          date: both(d.dueDate),
          amount: format.amount(d.amount / 100),
          subject: subjectOf(d),
        });
      case "contract_ending":
        return tr("notifications.items.contract_ending", {
          date: both(d.endDate),
          subject: subjectOf(d),
        });
      default:
        return "";
    }
  };
  const today = format.dual(day, "gregory", "long");
  const lines = items.map((item) => ({
    text: sentence(item),
    href: `${links.base}${paths.contract(item.subjectId)}`,
    open: tr("digest.open"),
  }));
  const view: DigestView = {
    lang: reader.locale,
    dir: directionOf(reader.locale),
    preview: tr("digest.preview"),
    greeting: tr("digest.greeting", { name: reader.name }),
    intro: tr("digest.intro", { date: today?.primary ?? day, other: today?.secondary ?? "" }),
    items: lines,
    dashboard: { label: tr("digest.openDashboard"), href: `${links.base}${paths.notifications()}` },
    why: tr("digest.why"),
    settings: {
      label: tr("digest.settings"),
      href: `${links.base}${paths.notificationSettings()}`,
    },
    unsubscribe: { label: tr("digest.unsubscribe"), href: links.unsubscribe },
  };
  const subject = tr("digest.subject", {
    count: items.length,
    date: format.date(day, "gregory", "medium"),
  });
  const html = await render(createElement(DigestEmail, view));
  return { subject, html, text: plainText(view), items: items.length };
}

/** The plain-text part: the same words, one item a line with its link under it. */
function plainText(view: DigestView): string {
  return [
    view.greeting,
    "",
    view.intro,
    "",
    ...view.items.flatMap((item, i) => [`${i + 1}. ${item.text}`, `   ${item.href}`, ""]),
    `${view.dashboard.label}: ${view.dashboard.href}`,
    "",
    "--",
    view.why,
    `${view.settings.label}: ${view.settings.href}`,
    `${view.unsubscribe.label}: ${view.unsubscribe.href}`,
    "",
  ].join("\n");
}
