import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { ServiceDb } from "../db/open";
import { settings } from "../db/schema";

const KEY = "token_signing_secret";

/**
 * The HS256 secret: random, created on first start and kept in the database, so tokens stay
 * valid across restarts and every instance sharing a PostgreSQL database accepts them.
 */
export async function loadSigningKey(db: ServiceDb): Promise<Uint8Array> {
  // Two instances starting at once may both try; the primary key lets exactly one win.
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row) throw new Error("Token signing secret missing");
  return new TextEncoder().encode(row.value);
}
