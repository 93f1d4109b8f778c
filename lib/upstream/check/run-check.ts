import "server-only";

import { createUpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { createTokenSource, type TokenSourceOptions } from "@/lib/upstream/token";

import { inspect, type Shape } from "./inspect";
import { READ_ENDPOINTS, type Samples } from "./read-endpoints";

// `npm run upstream:check`: the day real credentials arrive, before the dashboard is pointed at
// the real service. Gets a token, calls every read endpoint once (never a write), and says for
// each whether the dashboard understood the answer, how it looked, how long it took and what to
// configure. No retries: the point is to see the service as it answers.

export type CheckConfig = Pick<
  TokenSourceOptions,
  "baseUrl" | "clientId" | "clientSecret" | "scope" | "timeoutMs" | "fetch"
>;

export type EndpointResult = {
  name: string;
  method: "GET" | "POST";
  path: string;
  ok: boolean;
  status: number | null;
  latencyMs: number;
  shape: Shape | null;
  problem: string | null;
  advice: string[];
};

export type CheckReport = {
  token: { ok: boolean; latencyMs: number; problem: string | null; advice: string[] };
  endpoints: EndpointResult[];
  ok: boolean;
};

const ms = (started: number) => Math.round(performance.now() - started);

export function describeFailure(error: unknown, config: CheckConfig): [string, string[]] {
  if (!(error instanceof UpstreamError)) return [`unexpected: ${String(error)}`, []];
  switch (error.kind) {
    case "timeout":
      return [
        `no answer within ${config.timeoutMs} ms`,
        ["Raise RENTAL_API_TIMEOUT_MS, or ask the operator about the service's latency."],
      ];
    case "unreachable":
      return [
        "no connection",
        ["Check RENTAL_API_BASE_URL (scheme, host, port) and the network path to it."],
      ];
    case "auth":
      return [
        `credentials refused (${error.status ?? "?"})`,
        ["Check RENTAL_CLIENT_ID, RENTAL_CLIENT_SECRET and RENTAL_SCOPE with the operator."],
      ];
    case "invalid-response":
      return [
        "an answer the dashboard cannot read",
        ["Response shapes are read in lib/upstream/normalise.ts: map this shape there."],
      ];
    case "status":
      return [
        `HTTP ${error.status}`,
        error.status === 403
          ? ["The client's scope does not allow this endpoint: ask the operator for scope `*`."]
          : error.status === 404
            ? ["This path does not exist here: check RENTAL_API_BASE_URL (no /tenant/v1 suffix)."]
            : ["Retry later; if it persists, report it to the operator with the time."],
      ];
  }
}

export async function runUpstreamCheck(config: CheckConfig): Promise<CheckReport> {
  const tokens = createTokenSource({ ...config, fetch: config.fetch });
  const started = performance.now();
  try {
    await tokens.get();
  } catch (error) {
    const [problem, advice] = describeFailure(error, config);
    const token = { ok: false, latencyMs: ms(started), problem, advice };
    return { token, endpoints: [], ok: false };
  }
  const token = { ok: true, latencyMs: ms(started), problem: null, advice: [] };
  const client = createUpstreamClient({ ...config, tokens, maxRetries: 0 });
  const samples: Samples = {};
  const endpoints: EndpointResult[] = [];
  for (const endpoint of READ_ENDPOINTS) {
    const request = endpoint.request(samples);
    const base = { name: endpoint.name, method: request.method, path: request.path };
    if (!request.path) {
      endpoints.push({
        ...base,
        path: endpoint.template,
        ok: false,
        status: null,
        latencyMs: 0,
        shape: null,
        problem: "skipped: no sample record from the list endpoints",
        advice: ["Make sure the client can see at least one property with a unit."],
      });
      continue;
    }
    const begun = performance.now();
    try {
      const answer = await client.request(request);
      const latencyMs = ms(begun);
      const shape = inspect(answer.body, endpoint.schema, endpoint.list);
      const understood = endpoint.understand(answer.body, samples);
      const advice = adviceFor(shape, latencyMs, config, endpoint.list);
      endpoints.push({
        ...base,
        ok: understood.ok,
        status: answer.status,
        latencyMs,
        shape,
        problem: understood.ok ? null : understood.problem,
        advice: understood.ok
          ? advice
          : ["Response shapes are read in lib/upstream/normalise.ts: map the missing fields."],
      });
    } catch (error) {
      const [problem, advice] = describeFailure(error, config);
      const status = error instanceof UpstreamError ? error.status : null;
      endpoints.push({
        ...base,
        ok: false,
        status,
        latencyMs: ms(begun),
        shape: null,
        problem,
        advice,
      });
    }
  }
  return { token, endpoints, ok: endpoints.every((e) => e.ok) };
}

function adviceFor(shape: Shape, latencyMs: number, config: CheckConfig, list: boolean): string[] {
  const advice: string[] = [];
  if (latencyMs > config.timeoutMs / 2)
    advice.push(`Slow (${latencyMs} ms): consider raising RENTAL_API_TIMEOUT_MS.`);
  if (list && shape.pagination === "none")
    advice.push("No pagination meta: the dashboard will show everything as one page.");
  if (shape.unknown.length > 0)
    advice.push(
      "Unknown fields are ignored; nothing to configure unless the dashboard should show them.",
    );
  return advice;
}
