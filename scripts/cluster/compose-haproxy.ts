import { haproxyConfig } from "./haproxy-config";

// deploy/haproxy.cfg, the balancer of compose.yaml: the same rules as `npm run cluster`, with
// the dashboards' container names and Docker's DNS. `npm run haproxy:compose` rewrites the file;
// a test checks that the committed one is current.

export const COMPOSE_HAPROXY_FILE = "deploy/haproxy.cfg";

export function composeHaproxyConfig(): string {
  return haproxyConfig({
    bind: ":8080",
    servers: [
      { name: "dashboard-1", address: "dashboard-1:3000" },
      { name: "dashboard-2", address: "dashboard-2:3000" },
    ],
    // TLS ends here: the certificate and its key in one PEM file, mounted from deploy/certs/.
    tls: { bind: ":8443", certificate: "/usr/local/etc/haproxy/certs/site.pem" },
    stats: "127.0.0.1:8404",
    dns: "127.0.0.11:53",
  });
}
