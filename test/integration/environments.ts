import { inject } from "vitest";

import type { Role } from "../../lib/auth/permissions";
import { Client, signIn } from "./http";

// What global-setup started, and signed-in clients for it.

export function environments() {
  return inject("environments");
}

export type Who = Role | "anonymous";
export const EVERYONE: Who[] = ["anonymous", "support", "manager", "admin"];

export async function clientsFor(dashboardUrl: string): Promise<Record<Who, Client>> {
  const [support, manager, admin] = await Promise.all(
    (["support", "manager", "admin"] as const).map((role) => signIn(dashboardUrl, role)),
  );
  return {
    anonymous: new Client(dashboardUrl),
    support: support!,
    manager: manager!,
    admin: admin!,
  };
}
