import path from "node:path";

// One stored session per role, written by auth.setup.ts.
export const ROLE_USERS = {
  admin: "admin@demo.test",
  manager: "manager@demo.test",
  support: "support@demo.test",
} as const;
export type DemoRole = keyof typeof ROLE_USERS;
export const DEMO_PASSWORD = "demo-password";

export function storageState(role: DemoRole): string {
  return path.join(import.meta.dirname, ".auth", `${role}.json`);
}
