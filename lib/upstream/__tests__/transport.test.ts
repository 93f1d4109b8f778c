import { AsyncLocalStorage } from "node:async_hooks";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { captureStartupContext } from "@/lib/observability/outside-requests";

import { nodeTransport } from "@/lib/upstream/transport";

// The upstream client's transport over Node's HTTP client: what fetch did for it (compressed
// answers, a timeout that covers the body, kept-alive connections) it must still do.

let server: Server | null = null;
let connections = 0;

async function serve(handler: Parameters<typeof createServer>[1], keepAliveMs = 5_000) {
  connections = 0;
  server = createServer(handler);
  server.keepAliveTimeout = keepAliveMs;
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  const current = server;
  server = null;
  if (!current) return;
  current.closeAllConnections();
  await new Promise<void>((resolve) => current.close(() => resolve()));
});

const get = (url: string, timeoutMs = 5_000) =>
  nodeTransport({
    method: "GET",
    url,
    headers: { Accept: "application/json" },
    timeoutMs,
  });

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** A full collection, after the current job (a WeakRef read in it stays alive until it ends). */
async function collectGarbage() {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
  }
}

describe("nodeTransport", () => {
  it("keeps a connection for the next request without keeping the requests that used it", async () => {
    captureStartupContext(); // as the server does when it starts
    const base = await serve((_req, res) => res.end("{}"));
    // What Next keeps per request in its async context: the render, the response.
    const requests = new AsyncLocalStorage<{ render: string[] }>();
    const renders: WeakRef<string[]>[] = [];
    const send = async (name: string) => {
      const store = { render: Array.from({ length: 1000 }, (_, i) => `${name} row ${i}`) };
      renders.push(new WeakRef(store.render));
      await requests.run(store, () => get(base));
    };
    await send("opens the connection");
    await send("reuses it");
    expect(connections).toBe(1);
    await collectGarbage();
    expect(renders.map((render) => render.deref())).toEqual([undefined, undefined]);
  });

  it("sends the method, headers and body, and reads status, headers and a UTF-8 body", async () => {
    let seen: { method?: string; type?: string; length?: string; body: string } = { body: "" };
    const base = await serve((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        seen = {
          method: req.method,
          type: req.headers["content-type"],
          length: req.headers["content-length"],
          body,
        };
        res.writeHead(201, { "retry-after": "3", "content-type": "application/json" });
        res.end(JSON.stringify({ name: "برج النخيل" }));
      });
    });
    const body = JSON.stringify({ name: "عمارة" });
    const answer = await nodeTransport({
      method: "POST",
      url: `${base}/x`,
      headers: { "Content-Type": "application/json" },
      body,
      timeoutMs: 5_000,
    });
    expect(seen).toEqual({
      method: "POST",
      type: "application/json",
      length: String(Buffer.byteLength(body)),
      body,
    });
    expect(answer.status).toBe(201);
    expect(answer.header("Retry-After")).toBe("3");
    expect(JSON.parse(answer.text)).toEqual({ name: "برج النخيل" });
  });

  it("reads a gzip-compressed answer", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip" });
      res.end(gzipSync(JSON.stringify({ data: [1, 2, 3] })));
    });
    expect(JSON.parse((await get(base)).text)).toEqual({ data: [1, 2, 3] });
  });

  it("keeps the connection for the next request", async () => {
    const base = await serve((_req, res) => res.end("{}"));
    for (let i = 0; i < 3; i++) expect((await get(base)).status).toBe(200);
    expect(connections).toBe(1);
  });

  it("does not reuse a connection the server has closed while idle", async () => {
    const base = await serve((_req, res) => res.end("{}"), 300);
    expect((await get(base)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect((await get(base)).status).toBe(200);
    expect(connections).toBe(2);
  });

  it("ends with a TimeoutError when the body is too slow, as fetch's timeout signal did", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200);
      res.write('{"data": [');
      setTimeout(() => res.end("]}"), 2_000).unref();
    });
    const error = await get(base, 200).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error | null)?.name).toBe("TimeoutError");
  });
});
