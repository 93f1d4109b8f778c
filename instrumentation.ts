// Runs once when a server instance starts. The Node.js part lives in its own module so that the
// edge build of this file (Next.js compiles it for both runtimes) contains none of it; the
// NEXT_RUNTIME check is Next.js's documented switch for that, not configuration.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs")
    await (await import("./instrumentation-node")).startNode();
}
