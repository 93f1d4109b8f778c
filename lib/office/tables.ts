import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";

import { updatedAt } from "@/lib/db/columns";

// The office's own particulars, printed on its receipts and tax invoices: one row (id 1), absent
// until an admin first saves them. The VAT rate and its effective date are configuration
// (lib/env.ts), not this row.

export const officeSettings = pgTable(
  "office_settings",
  {
    id: integer("id").primaryKey().default(1),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    /** 15 digits, 3 first and last (ZATCA); null while the office has none on record. */
    vatNumber: text("vat_number"),
    updatedBy: text("updated_by").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("office_settings_one_row", sql`${t.id} = 1`)],
);
