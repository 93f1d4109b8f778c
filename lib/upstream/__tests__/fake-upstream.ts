import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { createUpstreamClient } from "@/lib/upstream/client";
import { createTokenSource } from "@/lib/upstream/token";

// A scriptable stand-in for the rental service, on a random local port, for the client's unit
// tests. Tests set `handle`; every request is recorded with its headers and body.

export type Recorded = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** Form fields of a multipart token request. */
  form?: Record<string, string>;
};

export type Reply = {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

export type FakeUpstream = {
  url: string;
  requests: Recorded[];
  handle: (req: Recorded) => Reply | Promise<Reply>;
  close(): Promise<void>;
};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const fake: FakeUpstream = {
    url: "",
    requests: [],
    handle: () => ({ status: 404, json: { error: { code: "NOT_FOUND" } } }),
    close: async () => {},
  };
  const server = createServer((req, res) => void serve(fake, req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

async function serve(fake: FakeUpstream, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const recorded: Recorded = {
    method: req.method ?? "",
    path: req.url ?? "",
    headers: req.headers,
    body: raw.toString("utf8"),
  };
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(raw, { headers: { "content-type": type } }).formData();
    recorded.form = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  }
  fake.requests.push(recorded);
  const reply = await fake.handle(recorded);
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (res.destroyed) return;
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? "");
  res.writeHead(reply.status ?? 200, {
    ...(reply.json !== undefined ? { "content-type": "application/json" } : {}),
    ...reply.headers,
  });
  res.end(body);
}

/** A token endpoint answer plus the business answer `business` for every other path. */
export function tokenThen(
  business: (req: Recorded) => Reply | Promise<Reply>,
  tokenReply: (n: number) => Reply = (n) => ({
    json: { access_token: `token-${n}`, token_type: "Bearer", expires_in: 3600 },
  }),
) {
  let issued = 0;
  return (req: Recorded) => (req.path === "/oauth/token" ? tokenReply(++issued) : business(req));
}

/** A token source for the fake (client `c`, secret `s`, scope `*`). */
export function fakeTokens(fake: FakeUpstream) {
  return createTokenSource({
    baseUrl: fake.url,
    clientId: "c",
    clientSecret: "s",
    scope: "*",
    timeoutMs: 5_000,
  });
}

/** The upstream client against the fake, as route handlers use it. */
export function fakeClient(fake: FakeUpstream, timeoutMs = 5_000) {
  return createUpstreamClient({ baseUrl: fake.url, timeoutMs, tokens: fakeTokens(fake) });
}
