import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { COMPOSE_HAPROXY_FILE, composeHaproxyConfig } from "./compose-haproxy";
import { haproxyConfig } from "./haproxy-config";

// The deployment files that CI cannot run (no images here): kept consistent with what is tested.

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const HAPROXY = ["/usr/sbin/haproxy", "haproxy"].find(
  (bin) => bin === "haproxy" || existsSync(bin),
)!;

type Service = { environment?: Record<string, string>; depends_on?: Record<string, unknown> };

describe("deployment files", () => {
  it("deploy/haproxy.cfg is what the generator makes (npm run haproxy:compose)", () => {
    expect(read(COMPOSE_HAPROXY_FILE)).toBe(composeHaproxyConfig());
  });

  it("HAProxy accepts the cluster's configuration", () => {
    const config = haproxyConfig({
      bind: "127.0.0.1:1",
      stats: "127.0.0.1:2",
      servers: [{ name: "dashboard-1", address: "127.0.0.1:3" }],
    });
    const dir = mkdtempSync(path.join(tmpdir(), "haproxy-check-"));
    try {
      writeFileSync(path.join(dir, "haproxy.cfg"), config);
      const out = execFileSync(HAPROXY, ["-c", "-f", path.join(dir, "haproxy.cfg")], {
        encoding: "utf8",
      });
      expect(out).toContain("Configuration file is valid");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compose runs two identical dashboards behind HAProxy, configured as the cluster is", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<string, Service>;
    };
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(
      ["dashboard-1", "dashboard-2", "haproxy", "postgres", "rental-service"].sort(),
    );
    const [one, two] = [services["dashboard-1"]!, services["dashboard-2"]!];
    const { INSTANCE_NAME: _a, ...env1 } = one.environment!;
    const { INSTANCE_NAME: _b, ...env2 } = two.environment!;
    expect(env1).toEqual(env2);
    expect(env1).toMatchObject({
      DEMO_MODE: "0",
      TRUSTED_PROXY_HOPS: "1",
      AUTH_TRUST_HOST: "true",
    });
    // The balancer's servers are these services, on the port the image listens on.
    expect(composeHaproxyConfig()).toContain("server dashboard-1 dashboard-1:3000 check");
    expect(read("Dockerfile")).toContain("PORT=3000");
  });

  it("both images run as a non-root user, with a health check, from a multi-stage build", () => {
    for (const file of ["Dockerfile", "rental-service/Dockerfile"]) {
      const text = read(file);
      expect(text.match(/^FROM /gm)!.length, file).toBeGreaterThan(1);
      expect(text, file).toMatch(/^USER node$/m);
      expect(text, file).toMatch(/^HEALTHCHECK /m);
    }
    expect(read("rental-service/Dockerfile")).toContain("npm ci --omit=dev");
  });
});
