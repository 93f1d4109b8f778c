import { request } from "node:http";

// A fetch for integration tests whose connections leave from a chosen loopback address
// (127.0.0.2, 127.0.0.3, ...). Linux routes all of 127.0.0.0/8 to the loopback interface, so a
// dashboard listening on 127.0.0.1 sees genuinely different client addresses: the throttle and
// the rate limits can be tested as an attacker and a victim on different machines would meet
// them, without forging a header.

export function fetchFrom(localAddress: string): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init.method ?? "GET",
          headers,
          localAddress,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const out = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const v of Array.isArray(value) ? value : value ? [value] : [])
                out.append(name, v);
            }
            const status = res.statusCode ?? 0;
            const nullBody = status === 204 || status === 304;
            resolve(
              new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }),
            );
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }) as typeof fetch;
}
