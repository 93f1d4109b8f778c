import { describe, expect, it } from "vitest";

import { loadConfig } from "../src/config";

// The service refuses settings that are only safe on one's own machine: the published demo
// clients on a network address, and fault injection without its own secret.

describe("rental service configuration", () => {
  it("refuses the demo clients on a non-loopback address unless explicitly allowed", () => {
    expect(() => loadConfig({ RENTAL_SERVICE_HOST: "0.0.0.0" })).toThrow(/RENTAL_SERVICE_CLIENTS/);
    expect(() => loadConfig({ RENTAL_SERVICE_HOST: "0.0.0.0" })).not.toThrow(/demo-secret/);
    expect(loadConfig({ RENTAL_SERVICE_HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(
      loadConfig({ RENTAL_SERVICE_HOST: "0.0.0.0", RENTAL_SERVICE_ALLOW_DEMO_CLIENTS: "1" }).host,
    ).toBe("0.0.0.0");
    const own = loadConfig({
      RENTAL_SERVICE_HOST: "10.1.2.3",
      RENTAL_SERVICE_CLIENTS: "desk:9f8e7d6c5b4a3f2e1d0c:*",
    });
    expect(own.clients).toEqual([{ id: "desk", secret: "9f8e7d6c5b4a3f2e1d0c", scope: "*" }]);
  });

  it("requires a secret of their own for the fault-injection routes", () => {
    expect(() => loadConfig({ RENTAL_SERVICE_FAULTS: "1" })).toThrow(
      /RENTAL_SERVICE_FAULTS_SECRET/,
    );
    const config = loadConfig({
      RENTAL_SERVICE_FAULTS: "1",
      RENTAL_SERVICE_FAULTS_SECRET: "a-long-enough-secret",
    });
    expect(config.faults).toMatchObject({ enabled: true, secret: "a-long-enough-secret" });
  });
});
