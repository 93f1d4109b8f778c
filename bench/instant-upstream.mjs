// A stand-in for the rental service that answers at once, for `npm run bench` (proxy group):
// a token for any token request, and the recorded first page of properties for any property
// list. With it the dashboard never waits on upstream, so its CPU per proxied request is its
// own work (bench/proxy-cost.ts). Started by bench/stack.ts: node bench/instant-upstream.mjs
// <port> <file with the recorded answer>.

import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const page = readFileSync(file);
const token = JSON.stringify({ access_token: "instant", token_type: "Bearer", expires_in: 3600 });

http
  .createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const json = (status, body) =>
        res.writeHead(status, { "content-type": "application/json" }).end(body);
      if (req.method === "POST" && req.url === "/oauth/token") return json(200, token);
      const path = req.url.split("?")[0];
      if (req.method === "GET" && path === "/tenant/v1/properties") return json(200, page);
      json(404, JSON.stringify({ error: { code: "NOT_FOUND", message: "not recorded" } }));
    });
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${port}`));
