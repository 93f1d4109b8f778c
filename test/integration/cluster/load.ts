import type { Client } from "../http";

// A read-and-write load through the balancer, recording what a user would have seen: each
// request's status and request id. Writes create contracts on free units (one per unit, so a
// write done twice would be refused or counted twice upstream).

export type Outcome = {
  kind: "read" | "write";
  status: number;
  requestId: string | null;
  at: number;
};
export type WriteOutcome = Outcome & { unitId: number; contractId: number | null };

const READ_INTERVAL_MS = 25;

export async function runLoad(options: {
  client: Client;
  freeUnits: number[];
  contractBody: (unitId: number) => unknown;
  durationMs: number;
  readers: number;
  writers: number;
  /** Runs once, `afterMs` into the load. */
  during: { afterMs: number; run: () => void };
}) {
  const started = Date.now();
  const deadline = started + options.durationMs;
  const reads: Outcome[] = [];
  const writes: WriteOutcome[] = [];
  const units = [...options.freeUnits];
  const readPaths = ["/api/v1/properties?pagination[pageSize]=5", "/api/v1/regions", "/api/me"];
  const timer = setTimeout(options.during.run, options.during.afterMs);

  // Each reader reads at most every READ_INTERVAL_MS: one user's reads stay under the cluster's
  // per-user limit (1,200 a minute) however fast the machine is. Unpaced, three readers on a
  // fast day made some 1,600 reads in 5 s, and the limit answered 440 of them with 429.
  async function reader(offset: number) {
    for (let i = offset; Date.now() < deadline; i++) {
      const next = Date.now() + READ_INTERVAL_MS;
      const res = await options.client.get(readPaths[i % readPaths.length]!);
      const requestId = res.headers.get("x-request-id");
      reads.push({ kind: "read", status: res.status, requestId, at: Date.now() - started });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  }
  async function writer() {
    while (Date.now() < deadline) {
      const unitId = units.shift();
      if (unitId === undefined) return;
      // A connection cut while an instance stops is what a person would see as a failed save:
      // recorded as a failure with no request id (the test then checks nothing was done).
      const res = await options.client
        .request("POST", "/api/v1/contracts", options.contractBody(unitId))
        .catch((error: unknown) => {
          if (error instanceof TypeError) return null;
          throw error;
        });
      if (!res) {
        writes.push({
          kind: "write",
          status: 0,
          requestId: null,
          at: Date.now() - started,
          unitId,
          contractId: null,
        });
        continue;
      }
      const contractId = res.status === 200 ? (res.json as { data: { id: number } }).data.id : null;
      const requestId = res.headers.get("x-request-id");
      writes.push({
        kind: "write",
        status: res.status,
        requestId,
        at: Date.now() - started,
        unitId,
        contractId,
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  }
  await Promise.all([
    ...Array.from({ length: options.readers }, (_, i) => reader(i)),
    ...Array.from({ length: options.writers }, () => writer()),
  ]);
  clearTimeout(timer);
  return { reads, writes };
}
