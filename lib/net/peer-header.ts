import { Server, type IncomingMessage } from "node:http";

import { PEER_HEADER } from "./client-address";

// Next.js gives route handlers the request's headers but not its socket. This stamps the TCP
// peer's address on every incoming request as PEER_HEADER before Next.js sees it, replacing any
// value a client sent, so that lib/net/client-address.ts can rely on it. Installed once at
// start-up (instrumentation-node.ts), for every HTTP server in the process.

const KEY = Symbol.for("rental-desk.peer-header");

export function stampPeerAddresses(): void {
  const proto = Server.prototype as Server & { [KEY]?: true };
  if (proto[KEY]) return;
  proto[KEY] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return (emit as (...all: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof emit;
}
