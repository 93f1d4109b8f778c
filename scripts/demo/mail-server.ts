import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { SMTPServer } from "smtp-server";

// The demo's mail server: a real SMTP server (smtp-server) on this machine that accepts what
// the dashboard sends and keeps each message as an .eml file in `dir` (.data/mail), where the
// admins' "Sent mail" page reads it. Nothing is relayed anywhere. No TLS and no sign-in: it
// listens on the loopback address only.

export function startDemoMailServer(options: { host: string; port: number; dir: string }) {
  mkdirSync(options.dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const file = path.join(options.dir, `${stamp}-${String(++n).padStart(4, "0")}.eml`);
        try {
          writeFileSync(file, Buffer.concat(chunks));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  return new Promise<SMTPServer>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
