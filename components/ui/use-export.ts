"use client";

import { useRef, useState } from "react";

import { saveFile } from "./save-file";
import {
  EXPORT_TOTAL_HEADER,
  exportFileName,
  type ExportFormat,
  type ExportList,
} from "@/lib/exports/formats";

// Downloads a whole list from GET /api/exports/{list} with the page's own URL parameters. The
// body is read as it streams: a CSV's rows are counted by its line ends against the total the
// server announces; an .xlsx is compressed, so its rows cannot be counted and only the time
// spent is shown. Cancel aborts the request, which stops the server paging upstream.

export type ExportProgress = {
  format: ExportFormat;
  /** Rows the file will hold (the server's header). */
  total: number;
  /** Rows received so far; null where they cannot be counted (.xlsx). */
  rows: number | null;
  startedAt: number;
};

export type ExportOutcome =
  | { kind: "saved"; fileName: string }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string | null };

const NEWLINE = 10;

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

async function errorMessage(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: unknown };
  } | null;
  return typeof body?.error?.message === "string" ? body.error.message : null;
}

export function useExport(list: ExportList, onDone: (outcome: ExportOutcome) => void) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run(format: ExportFormat, search: URLSearchParams) {
    const abort = new AbortController();
    controller.current = abort;
    const query = new URLSearchParams(search);
    query.delete("page");
    query.delete("pageSize");
    query.set("format", format);
    const startedAt = Date.now();
    setProgress({ format, total: 0, rows: format === "csv" ? 0 : null, startedAt });
    try {
      const response = await fetch(`/api/exports/${list}?${query}`, { signal: abort.signal });
      if (!response.ok || !response.body) {
        onDone({ kind: "failed", message: await errorMessage(response) });
        return;
      }
      const total = Number(response.headers.get(EXPORT_TOTAL_HEADER) ?? 0);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      // The header line is not a row.
      let lines = -1;
      const reader = response.body.getReader();
      setProgress({ format, total, rows: format === "csv" ? 0 : null, startedAt });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        if (format === "csv") {
          for (const byte of value) if (byte === NEWLINE) lines++;
          setProgress({ format, total, rows: Math.max(0, lines), startedAt });
        }
      }
      const fileName = fileNameOf(response, exportFileName(list, format));
      saveFile(new Blob(chunks, { type: response.headers.get("content-type") ?? "" }), fileName);
      onDone({ kind: "saved", fileName });
    } catch {
      // A network failure or the server ending the body with an error (upstream trouble).
      onDone(abort.signal.aborted ? { kind: "cancelled" } : { kind: "failed", message: null });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  return {
    progress,
    start: (format: ExportFormat, search: URLSearchParams) => void run(format, search),
    cancel: () => controller.current?.abort(),
  };
}
