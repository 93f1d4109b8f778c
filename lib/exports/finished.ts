// Who hears that an export ended: set at start by the server (instrumentation-node.ts: the
// notifications feature), since the exports, being kernel, know no feature. Kept on globalThis:
// the instrumentation bundle sets it, route bundles call it.

export type ExportFinished = {
  userId: string;
  requestId: string;
  list: string;
  format: string;
  rows: number;
  outcome: "done" | "failed";
};
type Listener = (end: ExportFinished) => Promise<void>;

const KEY = Symbol.for("rental-desk.export-finished");
const scope = globalThis as typeof globalThis & { [KEY]?: Listener };

export function onExportFinished(listener: Listener): void {
  scope[KEY] = listener;
}

/** Tells the listener, if any; never fails the export. */
export async function exportFinished(end: ExportFinished): Promise<void> {
  await scope[KEY]?.(end).catch(() => undefined);
}
