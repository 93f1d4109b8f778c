// Whether this process has begun to shut down (readiness answers "down" from then on). Kept on
// globalThis: the instrumentation bundle sets it, route bundles read it.

const KEY = Symbol.for("rental-desk.shutting-down");
const scope = globalThis as typeof globalThis & { [KEY]?: boolean };

export function isShuttingDown(): boolean {
  return scope[KEY] === true;
}

export function markShuttingDown(): void {
  scope[KEY] = true;
}
