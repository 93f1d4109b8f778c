// The floor of any proxy on this machine, for `npm run bench` (proxy group): a plain node:http
// server that forwards GET /api/v1/<path> to the rental service's /tenant/v1/<path> over a
// keep-alive connection, with the bench's bearer token, and pipes the answer back unchanged. No
// framework, no session, no checks, no parsing: what one more loopback hop costs by itself, to
// read the dashboard's p50 overhead against. Started by bench/stack.ts:
// PASSTHROUGH_TOKEN=<token> node bench/passthrough-proxy.mjs <port> <service url>.

import http from "node:http";

const [port, serviceUrl] = process.argv.slice(2);
const upstream = new URL(serviceUrl);
const authorization = `Bearer ${process.env.PASSTHROUGH_TOKEN}`;
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((req, res) => {
    req.resume();
    if (req.method !== "GET" || !req.url.startsWith("/api/v1/")) {
      return res.writeHead(404, { "content-type": "application/json" }).end("{}");
    }
    const path = `/tenant/v1/${req.url.slice("/api/v1/".length)}`;
    http
      .request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path,
          agent,
          headers: { authorization, accept: "application/json" },
        },
        (answer) => {
          res.writeHead(answer.statusCode, { "content-type": answer.headers["content-type"] });
          // An answer cut off upstream cuts ours off too, rather than leaving it open.
          answer.on("error", () => res.destroy()).pipe(res);
        },
      )
      .on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()))
      .end();
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${port}`));
