import { afterEach, describe, expect, it, vi } from "vitest";

// lib/env.ts refuses, in production without DEMO_MODE, settings that are only safe for a demo
// (issue 8, defect 4), naming each variable and never its value. The module reads process.env
// when imported, so each case imports it afresh.

const errors = vi.spyOn(console, "error").mockImplementation(() => {});

async function load(vars: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  return import("./env");
}

const sound = {
  NODE_ENV: "production",
  DEMO_MODE: "0",
  AUTH_SECRET: "Jq3-x8Vb_Lr2mN9pZt5Kw1Hc7Yd4Fs6Ge0Ua",
  RENTAL_API_BASE_URL: "https://rental.example",
  RENTAL_CLIENT_SECRET: "issued-by-the-operator-7f3a9c",
};

afterEach(() => {
  vi.unstubAllEnvs();
  errors.mockClear();
});

describe("production configuration", () => {
  it("starts with a sound configuration", async () => {
    const { env } = await load(sound);
    expect(env.DEMO_MODE).toBe(false);
    expect(
      (await load({ ...sound, RENTAL_API_BASE_URL: "http://127.0.0.1:4010" })).env,
    ).toBeDefined();
    expect(
      (
        await load({
          ...sound,
          RENTAL_API_BASE_URL: "http://10.0.0.5",
          RENTAL_API_ALLOW_INSECURE: "1",
        })
      ).env,
    ).toBeDefined();
  });

  it.each([
    ["RENTAL_CLIENT_SECRET", { RENTAL_CLIENT_SECRET: "demo-secret" }, "demo-secret"],
    [
      "RENTAL_API_BASE_URL",
      { RENTAL_API_BASE_URL: "http://rental.internal.example" },
      "rental.internal",
    ],
    ["AUTH_SECRET", { AUTH_SECRET: "passwordpasswordpasswordpassword" }, "passwordpassword"],
    [
      "AUTH_SECRET",
      { AUTH_SECRET: "rental-desk-demo-only-secret-never-use-in-production" },
      "demo-only",
    ],
  ])("refuses an unsafe %s, naming it and not its value", async (name, vars, value) => {
    await expect(load({ ...sound, ...vars })).rejects.toThrow(name);
    const printed = errors.mock.calls.flat().join("\n");
    expect(printed).toContain(name);
    expect(printed).not.toContain(value);
  });

  it("allows the demo settings with DEMO_MODE=1", async () => {
    const { env } = await load({ ...sound, DEMO_MODE: "1", RENTAL_CLIENT_SECRET: "demo-secret" });
    expect(env.DEMO_MODE).toBe(true);
  });
});

describe("contract default notice period", () => {
  it("is 60 days unless set, and takes whole days from 0 to 365", async () => {
    expect((await load(sound)).env.CONTRACT_DEFAULT_NOTICE_DAYS).toBe(60);
    const set = await load({ ...sound, CONTRACT_DEFAULT_NOTICE_DAYS: "90" });
    expect(set.env.CONTRACT_DEFAULT_NOTICE_DAYS).toBe(90);
    for (const bad of ["366", "-1", "30.5", "sixty"]) {
      await expect(load({ ...sound, CONTRACT_DEFAULT_NOTICE_DAYS: bad })).rejects.toThrow(
        "CONTRACT_DEFAULT_NOTICE_DAYS",
      );
    }
  });
});

describe("the upstream budget's rate", () => {
  it("is UPSTREAM_BACKGROUND_RPS, else its old name BULK_SYNC_UPSTREAM_RPS, else 5", async () => {
    expect((await load(sound)).upstreamBackgroundRps).toBe(5);
    expect((await load({ ...sound, BULK_SYNC_UPSTREAM_RPS: "2" })).upstreamBackgroundRps).toBe(2);
    const both = { ...sound, BULK_SYNC_UPSTREAM_RPS: "2", UPSTREAM_BACKGROUND_RPS: "8" };
    expect((await load(both)).upstreamBackgroundRps).toBe(8);
    for (const name of ["UPSTREAM_BACKGROUND_RPS", "BULK_SYNC_UPSTREAM_RPS"])
      await expect(load({ ...sound, [name]: "0" })).rejects.toThrow(name);
  });
});
