import { createServer, type Server } from "node:http";

import type { Logger } from "@/lib/shared/logger";
import { metrics } from "./metrics";

// Prometheus metrics on a listener of their own (METRICS_HOST:METRICS_PORT, loopback by
// default), never on the port the load balancer serves: a scraper needs no session, and nobody
// outside can read the numbers. GET /metrics only.

export function startMetricsServer(options: { host: string; port: number; log: Logger }): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    const { registry } = metrics();
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: unknown) => {
        options.log.error({ err: error }, "metrics collection failed");
        res.writeHead(500, { "content-type": "text/plain" }).end("error\n");
      },
    );
  });
  server.on("error", (error) => options.log.error({ err: error }, "metrics listener failed"));
  server.listen(options.port, options.host, () =>
    options.log.info({ host: options.host, port: options.port }, "metrics listening"),
  );
  return server;
}
