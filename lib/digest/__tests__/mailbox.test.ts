import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startDemoMailServer } from "@/scripts/demo/mail-server";

import { listMail, readMailHtml } from "../mailbox";
import { smtpTransport } from "../transport";

// The demo's mail server keeps what it receives as .eml files, and the "Sent mail" page reads
// them back: subject, recipient, date, and the HTML.

describe("the demo's mailbox", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "digest-mail-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps each message as .eml, listed newest first and readable as HTML", async () => {
    const server = await startDemoMailServer({ host: "127.0.0.1", port: 0, dir });
    const port = (server.server.address() as AddressInfo).port;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      for (const n of [1, 2])
        await transport.sendMail({
          from: "desk@example.sa",
          to: `reader${n}@example.sa`,
          subject: `مرحبا ${n}`,
          html: `<p dir="rtl">رسالة ${n}</p>`,
          text: `رسالة ${n}`,
          messageId: `<m${n}@example.sa>`,
          headers: {},
        });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const mail = await listMail(dir);
    expect(mail.map((m) => [m.subject, m.to])).toEqual([
      ["مرحبا 2", "reader2@example.sa"],
      ["مرحبا 1", "reader1@example.sa"],
    ]);
    expect(mail[0]!.date).toBeTruthy();
    expect(await readMailHtml(dir, mail[1]!.file)).toContain("رسالة 1");
    expect(await readMailHtml(dir, "../secret.eml")).toBeNull();
    expect(await readMailHtml(dir, "missing.eml")).toBeNull();
  });
});
