import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { freePort } from "../cluster/processes";

// `npm run demo` checks its settings and ports before the build (run.ts --check): a port in use
// is named with the variable that moves it, instead of a failure after two minutes of building.

const ROOT = path.resolve(import.meta.dirname, "../..");
let held: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (held ? held.close(() => resolve()) : resolve())));

function check(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/demo/run.ts", "--check"],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...env,
      } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
    },
  );
  return { status: result.status, out: result.stdout + result.stderr };
}

describe("scripts/demo/run.ts --check", () => {
  it("passes on free ports, and names a port in use with its variable", async () => {
    const [web, service] = [await freePort(), await freePort()];
    const ports = { PORT: String(web), RENTAL_SERVICE_PORT: String(service) };
    expect(check(ports)).toEqual({ status: 0, out: "" });

    held = createServer();
    await new Promise<void>((resolve) => held!.listen(service, "127.0.0.1", resolve));
    const busy = check(ports);
    expect(busy.status).toBe(1);
    expect(busy.out).toContain(`Cannot start the rental service on 127.0.0.1:${service}`);
    expect(busy.out).toContain(`RENTAL_SERVICE_PORT=${service + 100} npm run demo`);
  });

  it("refuses an unknown DEMO_LOGS", async () => {
    const ports = { PORT: String(await freePort()), RENTAL_SERVICE_PORT: String(await freePort()) };
    const result = check({ ...ports, DEMO_LOGS: "loud" });
    expect(result.status).toBe(1);
    expect(result.out).toContain("DEMO_LOGS");
  });
});
