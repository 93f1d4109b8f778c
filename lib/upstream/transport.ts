import "server-only";

import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";

import { outsideRequests } from "@/lib/observability/outside-requests";

// How the upstream client exchanges one request for one answer. Node's own HTTP client with
// keep-alive connections, not `fetch`: in a route handler `fetch` is Next.js's patched one (a
// trace span, its data-cache rules), and undici hands the body over through web streams; for a
// 25 kB JSON answer that was about a fifth of a proxied request's CPU (bench/, "profile"). The
// client only needs the status, one header and the body as text. The token request (a
// multipart form, once an hour) stays on `fetch`.

export type Exchange = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON text, sent with its length. */
  body?: string;
  /** Headers and body must have arrived within this time, else a TimeoutError. */
  timeoutMs: number;
};

export type Answer = { status: number; header(name: string): string | null; text: string };

export type UpstreamTransport = (exchange: Exchange) => Promise<Answer>;

// One pool of kept-alive connections per process and scheme. An idle connection is closed after
// 4 s, or a second before the server's advertised Keep-Alive timeout if that comes first (Node
// reads the hint only when the agent has a timeout of its own), so that a request is not sent on
// a connection the server is closing. Request timeouts are the exchange's own timer, not this one.
// A request is handed to the pool outside the request that sends it
// (lib/observability/outside-requests.ts): the pool makes a connection there, or re-labels a
// free one with the current async context (Node's ReusedHandle), and a pooled socket outlives
// the request, which it would keep in memory through that context. The answer's events then run
// in that context too; the exchange's caller resumes in its own.
const IDLE_MS = 4_000;

/** The agent, with each request handed to it outside the request's async context. */
function outsideRequestsPool<A extends http.Agent>(agent: A): A {
  const pool = agent as unknown as PoolInternals;
  const addRequest = pool.addRequest.bind(agent);
  pool.addRequest = (request, options) => outsideRequests(() => addRequest(request, options));
  return agent;
}

/** How `http.ClientRequest` enters its agent's pool: not in Node's types, overridden by proxy agents too. */
type PoolInternals = {
  addRequest(request: http.ClientRequest, options: http.RequestOptions): void;
};

const agents = {
  "http:": outsideRequestsPool(new http.Agent({ keepAlive: true, timeout: IDLE_MS })),
  "https:": outsideRequestsPool(new https.Agent({ keepAlive: true, timeout: IDLE_MS })),
};

/** Compressed answers are read as fetch would read them (it asks for them too). */
const ACCEPT_ENCODING = "gzip, deflate, br";

export const nodeTransport: UpstreamTransport = (exchange) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(exchange.url);
    const scheme = url.protocol === "https:" ? "https:" : "http:";
    const headers: Record<string, string> = {
      ...exchange.headers,
      "accept-encoding": ACCEPT_ENCODING,
    };
    if (exchange.body !== undefined)
      headers["content-length"] = String(Buffer.byteLength(exchange.body));
    const request = (scheme === "https:" ? https : http).request(url, {
      method: exchange.method,
      headers,
      agent: agents[scheme],
    });
    // A plain timer: an AbortSignal.timeout per request (an EventTarget, a timer, listeners)
    // cost measurably more for the same thing.
    const timer = setTimeout(() => {
      reject(timeoutError());
      request.destroy();
    }, exchange.timeoutMs);
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    request.on("error", (error) => settle(() => reject(error)));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => settle(() => reject(error)));
      response.on("end", () =>
        settle(() => {
          try {
            const raw = decode(Buffer.concat(chunks), response.headers["content-encoding"]);
            resolve({
              status: response.statusCode ?? 0,
              header: (name) => headerValue(response.headers[name.toLowerCase()]),
              text: raw.toString("utf8"),
            });
          } catch (error) {
            reject(error);
          }
        }),
      );
    });
    request.end(exchange.body);
  });

/** What AbortSignal.timeout() rejects with, so timeouts read the same whichever transport. */
function timeoutError(): Error {
  return new DOMException("The operation was aborted due to timeout", "TimeoutError");
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case "":
    case "identity":
      return body;
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      // "deflate" is zlib-wrapped by the standard, raw by some servers: fetch reads both.
      try {
        return zlib.inflateSync(body);
      } catch {
        return zlib.inflateRawSync(body);
      }
    case "br":
      return zlib.brotliDecompressSync(body);
    default:
      throw new Error(`unsupported content-encoding: ${encoding}`);
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The same exchange over a `fetch` (tests and scripts that hand the client their own). */
export function fetchTransport(doFetch: typeof fetch): UpstreamTransport {
  return async (exchange) => {
    const response = await doFetch(exchange.url, {
      method: exchange.method,
      headers: exchange.headers,
      body: exchange.body,
      signal: AbortSignal.timeout(exchange.timeoutMs),
      cache: "no-store",
      redirect: "manual",
    });
    const text = await response.text();
    return { status: response.status, header: (name) => response.headers.get(name), text };
  };
}
