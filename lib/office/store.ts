import { eq } from "drizzle-orm";

import type { DashboardDb } from "@/lib/db/database";

import { officeSettings } from "./tables";

// Reads and writes of the office's one settings row.

export type OfficeRow = typeof officeSettings.$inferSelect;

export async function readOffice(db: DashboardDb): Promise<OfficeRow | null> {
  const [row] = await db.select().from(officeSettings).where(eq(officeSettings.id, 1));
  return row ?? null;
}

/** Saves the office's particulars (an empty VAT number is none); answers the row before and after. */
export async function saveOffice(
  db: DashboardDb,
  input: { nameAr: string; nameEn: string; vatNumber: string | null; userId: string },
  now: Date = new Date(),
): Promise<{ before: OfficeRow | null; after: OfficeRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(officeSettings)
      .where(eq(officeSettings.id, 1))
      .for("update");
    const values = {
      nameAr: input.nameAr,
      nameEn: input.nameEn,
      vatNumber: input.vatNumber,
      updatedBy: input.userId,
      updatedAt: now,
    };
    const [after] = await tx
      .insert(officeSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: officeSettings.id, set: values })
      .returning();
    return { before: before ?? null, after: after! };
  });
}
