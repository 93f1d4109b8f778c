import { describe, expect, it, vi } from "vitest";

import { burnPasswordCheck, generatePassword, hashPassword, verifyPassword } from "./password";

// Hashing and opening databases is slow on a busy machine; no test here is about speed.
vi.setConfig({ testTimeout: 60_000 });

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery", FAST);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterx", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("never stores the password and salts every hash", async () => {
    const a = await hashPassword("same password here", FAST);
    const b = await hashPassword("same password here", FAST);
    expect(a).not.toBe(b);
    expect(a).not.toContain("same password here");
    expect(a.split("$")).toHaveLength(6);
    expect(a.startsWith("scrypt$1024$8$1$")).toBe(true);
  });

  it("uses the default cost when none is given and keeps the cost in the hash", async () => {
    const hash = await hashPassword("demo-password");
    expect(hash.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("demo-password", hash)).toBe(true);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$d$e")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$abc$def")).toBe(false);
    const hash = await hashPassword("x", FAST);
    expect(await verifyPassword("x", hash.slice(0, -4))).toBe(false);
  });

  it("treats Unicode-equivalent passwords alike", async () => {
    const hash = await hashPassword("caf\u00e9-password", FAST);
    expect(await verifyPassword("cafe\u0301-password", hash)).toBe(true);
  });

  it("burns a check for unknown users and always answers false", async () => {
    expect(await burnPasswordCheck("no-such-user")).toBe(false);
  });

  it("generates long, distinct passwords without look-alike characters", () => {
    const a = generatePassword();
    expect(a).toHaveLength(20);
    expect(a).not.toBe(generatePassword());
    // A one-time password an admin reads to someone: no 0/O, 1/l/I, nor - and _.
    for (let i = 0; i < 20; i++) expect(generatePassword()).not.toMatch(/[0O1lI_-]/);
  });
});
