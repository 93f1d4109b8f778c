// Node.js start-up (see instrumentation.ts). Importing the env module validates the
// configuration; lib/env prints which variables are missing or malformed (never their values).
// Next.js would only log the error and keep serving failures, so the process stops instead.
export async function startNode(): Promise<void> {
  let env: (typeof import("@/lib/env"))["env"];
  try {
    ({ env } = await import("@/lib/env"));
  } catch {
    process.exit(1);
  }
  // Before the first request: the context that belongs to none (lib/observability/outside-requests.ts).
  (await import("@/lib/observability/outside-requests")).captureStartupContext();
  // Before the first request: the TCP peer's address for lib/net/client-address.ts.
  (await import("@/lib/net/peer-header")).stampPeerAddresses();
  const { logger } = await import("@/lib/observability/logger");
  const { closeDb, getDb, setUpDatabase } = await import("@/lib/db");
  const { describeError } = await import("@/lib/observability/redact");
  const log = logger();
  // What opening the database does beyond the migrations: the audit log's search text for rows
  // older than it, the demo users in demo mode, and the register's decision dates of contracts
  // without a notice period, recounted if CONTRACT_DEFAULT_NOTICE_DAYS changed.
  const { auditBackfill } = await import("@/lib/audit/search-text");
  const { ensureDemoUsers } = await import("@/lib/auth/demo-users");
  const { refreshDefaultDecisionDates } = await import("@/lib/contracts/server");
  setUpDatabase({
    backfills: [auditBackfill],
    steps: [
      ...(env.DEMO_MODE ? [ensureDemoUsers] : []),
      (db) => refreshDefaultDecisionDates(db, env.CONTRACT_DEFAULT_NOTICE_DAYS),
    ],
  });
  // Open the database (migrations, demo users) now rather than on the first request. A failure
  // is logged, and the first request that needs the database tries again.
  getDb().catch((error: unknown) =>
    log.error({ err: describeError(error) }, "dashboard database: first open failed"),
  );
  // The bulk deed sync worker (lib/deeds/sync): runs left queued or running by a stopped
  // instance go on here. A failure is logged; starting a run tries again.
  const { haltSyncEngine, stopSyncEngine, syncEngine } = await import("@/lib/deeds/sync/instance");
  syncEngine().catch((error: unknown) =>
    log.error({ err: describeError(error) }, "deed sync: the job engine did not start"),
  );

  // Notifications (lib/notifications): the daily sweep on the job engine, and exports' ends.
  const notifications = await import("@/lib/notifications/server");
  (await import("@/lib/exports/finished")).onExportFinished(notifications.notifyExportEnded);
  notifications
    .startSweepJob()
    .catch((error: unknown) =>
      log.error({ err: describeError(error) }, "notifications: the daily sweep did not start"),
    );

  // The morning digest (lib/digest): its clock, when SMTP_URL is set.
  const digest = await import("@/lib/digest/server");
  digest
    .startDigestJob()
    .catch((error: unknown) =>
      log.error({ err: describeError(error) }, "digest: the job did not start"),
    );

  // The demo's contracts, made once in the background on a demo's first start (README, demo).
  // The day's sweep ran at start, before them: once they are made, their items are made too.
  if (env.DEMO_MODE && env.DEMO_REGISTER)
    void (await import("@/lib/contracts/demo/start"))
      .startDemoRegister(log)
      .then((made) => (made ? notifications.sweepToday() : undefined))
      .catch((error: unknown) =>
        log.error(
          { err: describeError(error) },
          "notifications: not swept after the demo register",
        ),
      );

  const { startMetricsServer } = await import("@/lib/observability/metrics-server");
  const metricsServer = env.METRICS_PORT
    ? startMetricsServer({ host: env.METRICS_HOST, port: env.METRICS_PORT, log })
    : null;

  // Our start commands set NEXT_MANUAL_SIG_HANDLE so that SIGTERM closes the database too.
  if (env.NEXT_MANUAL_SIG_HANDLE) {
    const { installGracefulShutdown } = await import("@/lib/observability/shutdown");
    installGracefulShutdown({
      log,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      ignore: () => (metricsServer ? [metricsServer] : []),
      begin: () => {
        haltSyncEngine();
        // Open notification streams would hold the shutdown until its deadline.
        notifications.haltNotifications();
      },
      close: [
        {
          name: "metrics",
          run: () =>
            new Promise<void>((resolve) =>
              metricsServer ? metricsServer.close(() => resolve()) : resolve(),
            ),
        },
        { name: "deed sync", run: () => stopSyncEngine(env.SHUTDOWN_TIMEOUT_MS) },
        {
          name: "notifications",
          run: () => notifications.stopNotifications(env.SHUTDOWN_TIMEOUT_MS),
        },
        { name: "digest", run: () => digest.stopDigest(env.SHUTDOWN_TIMEOUT_MS) },
        { name: "database", run: closeDb },
      ],
    });
  }
  log.info({ gracefulShutdown: env.NEXT_MANUAL_SIG_HANDLE }, "started");
}
