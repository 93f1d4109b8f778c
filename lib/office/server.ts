import "server-only";

import type { DashboardDb } from "@/lib/db/database";

import { readOffice } from "./store";

// The office settings' server face: what other features (the receipts) read of them.

export type Office = { nameAr: string; nameEn: string; vatNumber: string | null };

/** The office's names and VAT registration number; null until an admin first saves them. */
export async function officeOf(db: DashboardDb): Promise<Office | null> {
  const row = await readOffice(db);
  return row ? { nameAr: row.nameAr, nameEn: row.nameEn, vatNumber: row.vatNumber } : null;
}

export { currentOfficeSettings } from "./handlers";
