import { env } from "@/lib/env";
import { formatReport } from "@/lib/upstream/check/format-report";
import { runUpstreamCheck } from "@/lib/upstream/check/run-check";

// `npm run upstream:check [-- --json]`: checks the upstream named by the dashboard's own
// configuration (RENTAL_API_BASE_URL, RENTAL_CLIENT_ID, RENTAL_CLIENT_SECRET, RENTAL_SCOPE,
// RENTAL_API_TIMEOUT_MS). Reads only; exits 1 when something would break the dashboard.

async function main() {
  const report = await runUpstreamCheck({
    baseUrl: env.RENTAL_API_BASE_URL,
    clientId: env.RENTAL_CLIENT_ID,
    clientSecret: env.RENTAL_CLIENT_SECRET,
    scope: env.RENTAL_SCOPE,
    timeoutMs: env.RENTAL_API_TIMEOUT_MS,
  });
  process.stdout.write(
    process.argv.includes("--json")
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatReport(report, env.RENTAL_API_BASE_URL),
  );
  process.exitCode = report.ok ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `upstream check failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 2;
});
