import path from "node:path";

import { openDashboardDatabase } from "@/lib/db/database";
import { env } from "@/lib/env";
import { runUsersCommand, UsageError, USAGE } from "@/lib/users/cli";

// `npm run users -- <command>`: manage the dashboard's users from a shell, against the same
// database the dashboard uses (DATABASE_URL, or the PGlite directory DASHBOARD_DATA_DIR). The
// commands themselves are lib/users/cli.ts.

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function main() {
  const handle = openDashboardDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DASHBOARD_DATA_DIR),
    pgSchema: env.DATABASE_SCHEMA,
  });
  try {
    await runUsersCommand(await handle.get(), process.argv.slice(2), {
      out: (line) => console.log(line),
      warn: (line) => console.warn(line),
      stdin: readStdinLine,
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
    await handle.close();
  }
}

await main();
