// What `npm run demo` prints once both programs answer their health checks: everything a first
// visitor needs, and nothing else (the programs' JSON logs go to files). The accounts are written
// out here rather than imported: lib/auth/demo-users.ts reaches the database code, which this plain
// Node script does not load; banner.test.ts holds the two lists equal.

export const DEMO_ACCOUNTS = ["admin@demo.test", "manager@demo.test", "support@demo.test"];
export const DEMO_ACCOUNT_PASSWORD = "demo-password";

export type BannerOptions = {
  /** The dashboard's address, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Where each program's log is, relative to the project (shown as written). */
  logs: { service: string; dashboard: string };
  /** Whether the logs are also shown on this terminal (DEMO_LOGS=pretty). */
  pretty: boolean;
};

export function banner({ url, logs, pretty }: BannerOptions): string {
  const lines = [
    "",
    `Rental Desk is ready: ${url}`,
    "",
    `  Sign in as   ${DEMO_ACCOUNTS.join(", ")}`,
    `  Password     ${DEMO_ACCOUNT_PASSWORD}`,
    `  Data         .data/ (logs: ${logs.service}, ${logs.dashboard})`,
    "  Stop         Ctrl-C",
    "  Start over   stop, delete .data/, run npm run demo again",
    "",
    pretty
      ? "Logs are shown here as they come (DEMO_LOGS=pretty) and kept in the files above."
      : "To see the logs here as they come: DEMO_LOGS=pretty npm run demo",
    "",
  ];
  return lines.join("\n");
}
