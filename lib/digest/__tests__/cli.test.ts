import { describe, expect, it } from "vitest";

import { runNotifyCommand, UsageError } from "../cli";

// `npm run notify -- digest --now`: what it refuses, and why, before it touches anything.

const context = (over: Partial<Parameters<typeof runNotifyCommand>[1]> = {}) => ({
  db: () => null,
  runtime: () => null,
  out: () => {},
  ...over,
});

describe("notify digest --now", () => {
  it("asks for `digest --now`", async () => {
    await expect(runNotifyCommand([], context())).rejects.toBeInstanceOf(UsageError);
    await expect(runNotifyCommand(["digest"], context())).rejects.toThrow("digest --now");
    await expect(runNotifyCommand(["sweep", "--now"], context())).rejects.toThrow();
  });

  it("says plainly that the embedded store goes through the running dashboard", async () => {
    await expect(runNotifyCommand(["digest", "--now"], context())).rejects.toThrow(
      /embedded store .* running dashboard/,
    );
  });

  it("says email is off without SMTP_URL", async () => {
    const db = Promise.resolve({} as never);
    await expect(runNotifyCommand(["digest", "--now"], context({ db: () => db }))).rejects.toThrow(
      /SMTP_URL/,
    );
  });
});
