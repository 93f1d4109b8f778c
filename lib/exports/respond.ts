import "server-only";

import type { NextRequest } from "next/server";
import { createTranslator } from "use-intl/core";

import { recordAudit } from "@/lib/audit/record";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { apiError } from "@/lib/http/responses";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/logger";
import { getPreferences } from "@/lib/auth/request-preferences";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import { msg } from "@/lib/rental/messages";
import { readInBackground } from "@/lib/upstream/background";
import { backgroundBudget } from "@/lib/upstream/budget";
import { withUpstreamErrors } from "@/lib/upstream/http";

import type { Column, Translate } from "./columns";
import { CSV_BOM, csvLine, type Cell } from "./csv";
import {
  EXPORT_MEDIA_TYPES,
  EXPORT_TOTAL_HEADER,
  exportFileName,
  type ExportFormat,
} from "./formats";
import { readAllPages, type Page } from "./pager";
import {
  MAX_RUNNING_EXPORTS,
  RETRY_AFTER_SECONDS,
  startExport,
  type RunningExport,
} from "./running";
import { exportFinished } from "./finished";
import type { ExportSource } from "./source";
import { createXlsxSheet } from "./xlsx";

// An export's answer: the first page is read before answering, so that upstream trouble is an
// ordinary error answer and the total can go in a header (the browser's progress bar); then the
// rest streams, a page at a time, as it arrives. When the browser cancels, paging stops at once.
// Every export, finished or not, is written to the audit log with its list and row count.
//
// An export is background reading (lib/upstream/background.ts): each of its upstream requests
// waits for a slot of the one upstream budget, shared with every other export, bulk deed sync
// and scan on every instance. A person runs at most MAX_RUNNING_EXPORTS at once (running.ts);
// another answers 429 with Retry-After and says why in the person's language.

export type ExportRequest = {
  user: SessionUser;
  req: NextRequest;
  format: ExportFormat;
  requestId: string;
};

async function language(): Promise<{ locale: Locale; t: Translate }> {
  const preferred = await getPreferences().then(
    (p) => p.locale,
    () => DEFAULT_LOCALE,
  );
  const locale = isLocale(preferred) ? preferred : DEFAULT_LOCALE;
  const translate = createTranslator({ locale, messages: await loadMessages(locale) });
  return { locale, t: (key, params) => translate(key as never, params as never) };
}

function tooManyExports(): Response {
  const limit = MAX_RUNNING_EXPORTS;
  return apiError(
    429,
    "TOO_MANY_EXPORTS",
    msg("apiErrors.tooManyExports", { limit }),
    { limit },
    { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
  );
}

export async function exportResponse<R>(
  source: ExportSource<R>,
  request: ExportRequest,
): Promise<Response> {
  const running = await startExport(await getDb(), request.user.id);
  if (!running) return tooManyExports();
  let streaming = false;
  try {
    return await exportBody(source, request, running, () => (streaming = true));
  } finally {
    // An error answer (upstream trouble before the first page) ends the export here; a file
    // ends it when its body is done, failed or cancelled.
    if (!streaming) await running.release();
  }
}

async function exportBody<R>(
  source: ExportSource<R>,
  { user, req, format, requestId }: ExportRequest,
  running: RunningExport,
  streams: () => void,
): Promise<Response> {
  const { locale, t } = await language();
  // Paging stops when the browser goes away (the request's signal) or cancels the body (stop).
  const stop = new AbortController();
  const signal = AbortSignal.any([req.signal, stop.signal]);
  const budget = backgroundBudget();
  const inBackground = <T>(work: () => Promise<T>) => readInBackground(budget, signal, work);
  signal.addEventListener("abort", () => void running.release(), { once: true });

  return withUpstreamErrors(requestId, async () => {
    const { columns, read } = await inBackground(() =>
      source.prepare({ user, params: req.nextUrl.searchParams, locale, t }),
    );
    const pages = readAllPages((page, size) => inBackground(() => read(page, size)), {
      signal,
      pageSize: MAX_PAGE_SIZE,
      minIntervalMs: source.upstream ? 1000 / env.EXPORT_UPSTREAM_RPS : 0,
    });
    const first = await pages.next();
    const total = first.done ? 0 : first.value.total;
    let written = 0;
    const rowsOf = (page: Page<R>) => {
      written += page.rows.length;
      return page.rows.map((row) => columns.map((c) => c.value(row)));
    };
    let recorded = false;
    const finished = async (complete: boolean) => {
      if (recorded) return;
      recorded = true;
      const released = running.release();
      await recordAudit({
        user,
        requestId,
        action: "list.export",
        targetType: "list",
        targetId: source.list,
        status: 200,
        details: { list: source.list, format, rows: written, total, complete },
      });
      await released;
      // The person is told it is done, or that it failed; not that they cancelled it.
      if (complete || !signal.aborted)
        await exportFinished({
          userId: user.id,
          requestId,
          list: source.list,
          format,
          rows: written,
          outcome: complete ? "done" : "failed",
        });
    };
    const rest = async function* () {
      if (!first.done) yield rowsOf(first.value);
      for await (const page of pages) yield rowsOf(page);
    };

    const body =
      format === "csv"
        ? csvBody(columns, rest(), stop, finished)
        : xlsxBody(columns, rest(), stop, finished, {
            sheetName: t(`exports.sheets.${source.list}`),
            rightToLeft: locale === "ar",
          });
    streams();
    return new Response(body, {
      headers: {
        "content-type": EXPORT_MEDIA_TYPES[format],
        "content-disposition": `attachment; filename="${exportFileName(source.list, format)}"`,
        "cache-control": "no-store",
        [EXPORT_TOTAL_HEADER]: String(total),
      },
    });
  });

  function failed(error: unknown) {
    if (!signal.aborted)
      logger().warn({ requestId, err: String(error) }, "export stopped by an error");
  }

  function csvBody(
    columns: Column<R>[],
    rows: AsyncGenerator<Cell[][]>,
    controller: AbortController,
    finished: (complete: boolean) => Promise<void>,
  ): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      start(out) {
        out.enqueue(encoder.encode(CSV_BOM + csvLine(columns.map((c) => c.header))));
      },
      async pull(out) {
        try {
          const next = await rows.next();
          if (next.done) {
            // Free before the browser hears the end: its next export may start at once.
            await running.release();
            out.close();
            await finished(true);
          } else out.enqueue(encoder.encode(next.value.map(csvLine).join("")));
        } catch (error) {
          failed(error);
          out.error(error);
          await finished(false);
        }
      },
      async cancel(reason) {
        controller.abort(reason);
        await rows.return(undefined).catch(() => undefined);
        await finished(false);
      },
    });
  }

  function xlsxBody(
    columns: Column<R>[],
    rows: AsyncGenerator<Cell[][]>,
    controller: AbortController,
    finished: (complete: boolean) => Promise<void>,
    sheet: { sheetName: string; rightToLeft: boolean },
  ): ReadableStream<Uint8Array> {
    const xlsx = createXlsxSheet({
      ...sheet,
      columns: columns.map((c) => ({ header: c.header, date: c.date, money: c.money })),
    });
    void (async () => {
      try {
        for await (const page of rows) for (const cells of page) xlsx.addRow(cells);
        await running.release();
        await xlsx.finish();
        await finished(true);
      } catch (error) {
        failed(error);
        xlsx.fail(error);
        await finished(false);
      }
    })();
    // The browser cancelling the body stops the pump above at its next page.
    const reader = xlsx.body.getReader();
    return new ReadableStream<Uint8Array>({
      async pull(out) {
        const { done, value } = await reader.read();
        if (done) out.close();
        else out.enqueue(value);
      },
      async cancel(reason) {
        controller.abort(reason);
        await reader.cancel(reason).catch(() => undefined);
      },
    });
  }
}
