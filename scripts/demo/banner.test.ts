import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, DEMO_USERS } from "@/lib/auth/demo-users";

import { banner, DEMO_ACCOUNT_PASSWORD, DEMO_ACCOUNTS } from "./banner";

// The banner of `npm run demo` names the accounts the dashboard makes in demo mode, and how to
// see the logs: one list of accounts (lib/users/demo.ts), written out twice and held equal here.

const logs = { service: ".data/logs/service.log", dashboard: ".data/logs/dashboard.log" };

describe("the demo banner", () => {
  it("lists exactly the demo users and their password", () => {
    expect(DEMO_ACCOUNTS).toEqual(DEMO_USERS.map((u) => u.email));
    expect(DEMO_ACCOUNT_PASSWORD).toBe(DEMO_PASSWORD);
    const text = banner({ url: "http://127.0.0.1:3000", logs, pretty: false });
    for (const email of DEMO_ACCOUNTS) expect(text).toContain(email);
    expect(text).toContain("http://127.0.0.1:3000");
    expect(text).toContain(DEMO_PASSWORD);
  });

  it("says how to see the logs on the terminal, or that they are shown there", () => {
    expect(banner({ url: "u", logs, pretty: false })).toContain("DEMO_LOGS=pretty npm run demo");
    expect(banner({ url: "u", logs, pretty: true })).toContain("Logs are shown here");
  });
});
