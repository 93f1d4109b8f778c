// The rental service's fault injection and request counters (RENTAL_SERVICE_FAULTS=1).

export type FaultConfig = {
  latencyMs?: number;
  errorRate?: number;
  forceStatus?: { status: number; count: number; pathPrefix?: string };
  tokenTtlSeconds?: number;
};

export type Stats = {
  tokenRequests: number;
  requests: Record<string, number>;
  /** Requests the service refused with 400, by "METHOD /path CODE". */
  refused: Record<string, number>;
  /** Requests it answered 500 (an unexpected error, not an injected fault), by "METHOD /path". */
  failed: Record<string, number>;
};

/** The fault routes' own secret (RENTAL_SERVICE_FAULTS_SECRET) in the tested service. */
export const TEST_FAULTS_SECRET = "integration-faults-secret-0123456789";

export function serviceControl(serviceUrl: string) {
  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${serviceUrl}${path}`, {
      method,
      headers: {
        "x-faults-secret": TEST_FAULTS_SECRET,
        ...(body ? { "content-type": "application/json", accept: "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  }
  return {
    setFaults: (config: FaultConfig) => call("PUT", "/__faults", config),
    resetFaults: () => call("DELETE", "/__faults"),
    stats: () => call("GET", "/__stats") as Promise<Stats>,
    resetStats: () => call("DELETE", "/__stats"),
    /** Business requests that reached upstream, by "METHOD /tenant/v1/…" key. */
    async calls(method: string, path: string): Promise<number> {
      const stats = (await call("GET", "/__stats")) as Stats;
      return stats.requests[`${method} /tenant/v1${path}`] ?? 0;
    },
    /** Every business request (all /tenant/v1 keys) since the last reset. */
    async businessCalls(): Promise<number> {
      const stats = (await call("GET", "/__stats")) as Stats;
      return Object.entries(stats.requests)
        .filter(([key]) => key.includes(" /tenant/v1/"))
        .reduce((sum, [, n]) => sum + n, 0);
    },
  };
}

export type ServiceControl = ReturnType<typeof serviceControl>;
