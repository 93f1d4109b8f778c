import "server-only";

import nodemailer from "nodemailer";

import type { MailTransport } from "./send";

// The SMTP transport (nodemailer) to SMTP_URL. Short timeouts: a server that does not answer is a
// retry later (send.ts), well inside the outbox's lease, not a job hanging for minutes.
export function smtpTransport(url: string): MailTransport & { close(): void } {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
