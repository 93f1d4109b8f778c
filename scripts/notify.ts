import path from "node:path";

import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { runNotifyCommand, UsageError, USAGE } from "@/lib/digest/cli";
import { smtpTransport } from "@/lib/digest/transport";
import { authSecretValue, env, publicUrl } from "@/lib/env";

// `npm run notify -- digest --now [--user EMAIL]`: the commands are lib/digest/cli.ts. On
// PostgreSQL (DATABASE_URL) beside running instances; with the embedded store, a clear message
// pointing at the dashboard's own "send now".

async function main() {
  let handle: DashboardDbHandle | null = null;
  let transport: ReturnType<typeof smtpTransport> | null = null;
  try {
    await runNotifyCommand(process.argv.slice(2), {
      db: () => {
        if (!env.DATABASE_URL) return null;
        handle = openDashboardDatabase({
          url: env.DATABASE_URL,
          dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
          pgSchema: env.DATABASE_SCHEMA,
        });
        return handle.get();
      },
      runtime: (db) => {
        if (!env.SMTP_URL) return null;
        transport = smtpTransport(env.SMTP_URL);
        return { db, transport, from: env.MAIL_FROM, base: publicUrl, secret: authSecretValue() };
      },
      out: (line) => console.log(line),
    });
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    ) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      console.error("Failed:", error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  } finally {
    (transport as { close(): void } | null)?.close();
    await (handle as DashboardDbHandle | null)?.close();
  }
}

await main();
