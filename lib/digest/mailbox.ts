import "server-only";

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { simpleParser } from "mailparser";

// The demo's mailbox: the .eml files its local SMTP server wrote (scripts/demo/mail-server.ts),
// for the admins' "Sent mail" page, so a person sees what would have gone out. Nothing here
// sends; outside the demo the folder is usually absent and the list empty.

export const MAIL_FILE = /^[0-9A-Za-z._-]{1,120}\.eml$/;
const MAX_LISTED = 200;

export type MailSummary = { file: string; subject: string; to: string; date: string | null };

export async function listMail(dir: string): Promise<MailSummary[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const names = files
    .filter((f) => MAIL_FILE.test(f))
    .sort()
    .reverse()
    .slice(0, MAX_LISTED);
  return Promise.all(
    names.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : mail.to?.text;
      return {
        file,
        subject: mail.subject ?? "",
        to: to ?? "",
        date: mail.date?.toISOString() ?? null,
      };
    }),
  );
}

/** One message's HTML (or its text, escaped), or null when there is no such file. */
export async function readMailHtml(dir: string, file: string): Promise<string | null> {
  if (!MAIL_FILE.test(file)) return null;
  const raw = await readFile(path.join(dir, file)).catch(() => null);
  if (!raw) return null;
  const mail = await simpleParser(raw);
  if (mail.html) return mail.html;
  const text = (mail.text ?? "").replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<pre style="white-space:pre-wrap">${text}</pre>`;
}
