// Node.js start-up (see instrumentation.ts). Importing the env module validates the
// configuration; lib/env prints which variables are missing or malformed (never their values).
// Next.js would only log the error and keep serving failures, so the process stops instead.
export async function startNode(): Promise<void> {
  try {
    await import("@/lib/env");
  } catch {
    process.exit(1);
  }
  // Open the database (migrations, demo users) now rather than on the first request. A failure
  // is logged, and the first request that needs the database tries again.
  const { getDb } = await import("@/lib/db");
  const { describeError } = await import("@/lib/api/redact");
  getDb().catch((error: unknown) =>
    console.error(`dashboard database: first open failed: ${describeError(error)}`),
  );
}
